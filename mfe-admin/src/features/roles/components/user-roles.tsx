import type { PublicUser } from '@wsms/contracts';
import { useCurrentUser } from '@wsms/api-client';
import { Badge, Button, Loading, toast } from '@wsms/ui';
import styled from 'styled-components';
import { failureText } from '../../../api/request';
import { useUsers } from '../../../api/users';
import { useChangeRole } from '../api/roles';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  & th, & td { text-align: left; padding: 10px 8px; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; vertical-align: middle; }
  & td { overflow-wrap: anywhere; }
`;

const Scroll = styled.div`
  overflow-x: auto;
`;

function RoleAction({ user, isSelf }: { user: PublicUser; isSelf: boolean }) {
  const change = useChangeRole();
  if (user.role === 'admin' || isSelf) return <span>—</span>;
  const next = user.role === 'user' ? 'staff' : 'user';
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

export function UserRoles() {
  const { data, isPending, isError } = useUsers();
  const { data: me } = useCurrentUser();
  if (isPending) return <Loading text="Loading users..." />;
  if (isError) return <p role="alert">Failed to fetch users</p>;
  return (
    <Scroll>
      <Table>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Username</th>
            <th scope="col">E-mail</th>
            <th scope="col">Role</th>
            <th scope="col">Change</th>
          </tr>
        </thead>
        <tbody>
          {data.map((user) => (
            <tr key={user.id}>
              <td id={`user-${user.id}`}>{user.firstName} {user.lastName}</td>
              <td>{user.username}</td>
              <td>{user.email}</td>
              <td><Badge $variant={user.role === 'user' ? 'muted' : 'default'}>{user.role}</Badge></td>
              <td><RoleAction user={user} isSelf={user.id === me?.id} /></td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}
