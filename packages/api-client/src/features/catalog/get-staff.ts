import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffMember } from '@wsms/contracts';
import { staffKeys } from './catalog-keys';
import { fillStaffMember } from '../../lib/list-defaults';
import { readList } from './read-list';

export const getStaff = async () => (await readList<StaffMember>('/api/staff', 'staff')).map(fillStaffMember);

export const staffQueryOptions = () => queryOptions({ queryKey: staffKeys.all, queryFn: getStaff });

export function useStaff() {
  return useQuery(staffQueryOptions());
}
