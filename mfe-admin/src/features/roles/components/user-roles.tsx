import type { PublicUser } from '@wsms/contracts';
import { useCurrentUser } from '@wsms/api-client';
import { Badge, Button, LoadError, LoadMore, Loading, toast } from '@wsms/ui';
import { useChangeClinician, useChangeRole, useUserPages } from '@wsms/api-client/accounts';
import { failureText } from '../../../lib/failure-text';
import { AccountsTable } from './accounts-table';

function RoleAction({ user, isSelf }: { user: PublicUser; isSelf: boolean }) {
  const change = useChangeRole();
  if (user.role === 'admin' || isSelf) return <span>Not changed here</span>;
  const next = user.role === 'user' ? 'staff' : 'user';
  // Staff are matched to their instructor record by e-mail: only an address shown to be theirs (the service refuses too).
  if (next === 'staff' && !user.emailVerified) return <span>Can be promoted once the e-mail is verified</span>;
  const name = `${user.firstName} ${user.lastName}`;
  const run = () =>
    change.mutate(
      { userId: user.id, role: next },
      {
        onSuccess: ({ instructor }) =>
          toast({
            title: next === 'staff' ? `${name} is now staff` : `${name} is now a client`,
            description: instructor?.created
              ? 'An inactive instructor record was created for them: set the rate and activate it in Instructors.'
              : instructor
                ? `Linked to the instructor record of ${instructor.name}.`
                : undefined,
          }),
        onError: (error) => toast({ title: 'Error', description: failureText(error), variant: 'destructive' }),
      },
    );
  return (
    <Button size="sm" variant={next === 'staff' ? 'secondary' : 'outline'} onClick={run} disabled={change.isPending} aria-describedby={`user-${user.id}`}>
      {next === 'staff' ? 'Promote to staff' : 'Demote to user'}
    </Button>
  );
}

/** Staff and admins only: a clinician writes chart notes and records injuries (the change is audited). */
function ClinicianToggle({ user }: { user: PublicUser }) {
  const change = useChangeClinician();
  if (user.role === 'user') return <span>Staff and admins only</span>;
  const name = `${user.firstName} ${user.lastName}`;
  const checked = change.isPending ? Boolean(change.variables?.clinician) : Boolean(user.clinician);
  const toggle = () =>
    change.mutate(
      { userId: user.id, clinician: !checked },
      {
        onSuccess: () => toast({ title: !checked ? `${name} is now a clinician` : `${name} is no longer a clinician` }),
        onError: (error) => toast({ title: 'Error', description: failureText(error), variant: 'destructive' }),
      },
    );
  return (
    <label style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      <input type="checkbox" checked={checked} onChange={toggle} disabled={change.isPending} aria-describedby={`user-${user.id}`} />
      Clinician
    </label>
  );
}

export function UserRoles() {
  const users = useUserPages();
  const { items: data, isPending, isError, refetch } = users;
  const { data: me } = useCurrentUser();
  if (isPending) return <Loading text="Loading users..." />;
  if (isError) return <LoadError message="Failed to fetch users" onRetry={refetch} />;
  return (
    <>
    <AccountsTable aria-label="Accounts">
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Username</th>
          <th scope="col">E-mail</th>
          <th scope="col">Role</th>
          <th scope="col">Change</th>
          <th scope="col">Clinician</th>
        </tr>
      </thead>
      <tbody>
        {data.map((user) => (
          <tr key={user.id}>
            <td data-column="name" id={`user-${user.id}`}>{user.firstName} {user.lastName}</td>
            <td data-column="username">{user.username}</td>
            <td data-column="email">
              {user.email}
              {!user.emailVerified && <> (not verified)</>}
            </td>
            <td data-column="role"><Badge data-role-badge $variant={user.role === 'user' ? 'muted' : 'default'}>{user.role}</Badge></td>
            <td data-column="change"><RoleAction user={user} isSelf={user.id === me?.id} /></td>
            <td data-column="clinician"><ClinicianToggle user={user} /></td>
          </tr>
        ))}
      </tbody>
    </AccountsTable>
    <LoadMore shown={data.length} noun="accounts" hasMore={users.hasMore} loadMore={users.loadMore} isLoadingMore={users.isLoadingMore} error={users.loadMoreError} />
    </>
  );
}
