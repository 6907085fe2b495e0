import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@wsms/api-client/session';
import type { ClinicianChangeInput, RoleChangeInput } from '@wsms/contracts';
import * as auth from '../../generated/auth-routes';
import { instructorKeys } from '@wsms/api-client/catalog';
import { accountKeys } from './account-keys';

/** Every account, newest first (admins). */
export const getUsers = () => callApi(auth.listUsers, undefined, { failure: 'Failed to fetch users' });

export const usersQueryOptions = () => queryOptions({ queryKey: accountKeys.lists(), queryFn: getUsers });

export const useUsers = () => useQuery(usersQueryOptions());

/** Promote a client to staff (their instructor record is linked or created) or demote staff. */
export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string } & RoleChangeInput) =>
      callApi(auth.changeRole, { params: { id: userId }, body: { role } }, { failure: 'Failed to change role' }),
    // The accounts, the audit log and the instructors (a record may have been created) all change.
    onSettled: () => Promise.all([accountKeys.all, instructorKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/** Mark a staff or admin account as a clinician (writes chart notes and injuries), or unmark it. */
export function useChangeClinician() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, clinician }: { userId: string } & ClinicianChangeInput) =>
      callApi(auth.changeClinician, { params: { id: userId }, body: { clinician } }, { failure: 'Failed to change the clinician flag' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
