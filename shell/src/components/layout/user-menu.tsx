import { useCurrentUser, useLogout } from '@wsms/api-client';
import { Button, toast } from '@wsms/ui';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import { usePageHasOwnLogout } from '../../features/remotes/use-page-has-own-logout';

const Who = styled.span`
  font-weight: 600;
`;

export function UserMenu({ onNavigate }: { onNavigate: () => void }) {
  const { data: user, isPending } = useCurrentUser();
  const logout = useLogout();
  const navigate = useNavigate();
  const ownLogout = usePageHasOwnLogout(user?.role);

  if (isPending) return null;
  if (!user) {
    return <Button as={Link} to="/login" variant="outline" size="sm" onClick={onNavigate}>Login</Button>;
  }

  const onLogout = () =>
    logout.mutate(undefined, {
      onSuccess: () => { onNavigate(); navigate('/'); },
      onError: () => toast({ title: 'Logout failed', variant: 'destructive' }),
    });

  return (
    <>
      <Who>{user.firstName} ({user.role})</Who>
      {!ownLogout && <Button variant="outline" size="sm" onClick={onLogout} disabled={logout.isPending}>Logout</Button>}
    </>
  );
}
