import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffMember } from '@wsms/contracts';
import { staffKeys } from './catalog-keys';
import { readList } from './read-list';

export const getStaff = () => readList<StaffMember>('/api/staff', 'staff');

export const staffQueryOptions = () => queryOptions({ queryKey: staffKeys.all, queryFn: getStaff });

export function useStaff() {
  return useQuery(staffQueryOptions());
}
