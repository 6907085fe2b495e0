import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, usePagedList } from '@wsms/api-client/session';
import type { ClinicianChangeInput, Role, RoleChangeInput } from '@wsms/contracts';
import * as auth from '../../generated/auth-routes';
import { instructorKeys } from '@wsms/api-client/catalog';
import { accountKeys } from './account-keys';

const failure = 'Failed to fetch users';

/** The accounts of one role, newest first, up to 200 (admins): a team, not the whole client base. */
export const getUsers = (role: Role) => callApi(auth.listUsers, { query: { role, limit: 200 } }, { failure });

export const usersQueryOptions = (role: Role) => queryOptions({ queryKey: accountKeys.role(role), queryFn: () => getUsers(role) });

export const useUsers = (role: Role) => useQuery(usersQueryOptions(role));

/** Every account as a paged list, newest first (admins): the first page at once, Load more for the next. */
export const useUserPages = () => usePagedList({ queryKey: accountKeys.pages(), route: auth.listUsers, options: { failure } });

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
