import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffKeys } from '@wsms/api-client/catalog';
import type { StaffCreateInput, StaffMember, StaffUpdateInput } from '@wsms/contracts';
import { adminKeys } from '../../../api/admin-keys';
import { readFullList, writeJson } from '../../../api/request';

/** Every staff member, inactive ones included (the full list, for admins only). */
export const allStaffQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.staff(), queryFn: () => readFullList<StaffMember>('/api/staff', 'staff') });

export const useAllStaff = () => useQuery(allStaffQueryOptions());

function useRefreshStaff() {
  const queryClient = useQueryClient();
  // The team page reads the public list from the same cache.
  return () => Promise.all([adminKeys.staff(), staffKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

const path = (id: string) => `/api/staff/${encodeURIComponent(id)}`;

export function useSaveStaff() {
  const refresh = useRefreshStaff();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: StaffCreateInput | StaffUpdateInput }) =>
      id
        ? writeJson<StaffMember>('PUT', path(id), input, 'Failed to update staff member')
        : writeJson<StaffMember>('POST', '/api/staff', input, 'Failed to create staff member'),
    onSuccess: refresh,
  });
}

export function useDeleteStaff() {
  const refresh = useRefreshStaff();
  return useMutation({
    mutationFn: (id: string) => writeJson<void>('DELETE', path(id), undefined, 'Failed to delete staff member'),
    onSuccess: refresh,
  });
}
