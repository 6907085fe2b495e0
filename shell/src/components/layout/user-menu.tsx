import { useCurrentUser, useLogout } from '@wsms/api-client';
import { Button, toast } from '@wsms/ui';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';

const Who = styled.span`
  font-weight: 600;
`;

export function UserMenu({ onNavigate }: { onNavigate: () => void }) {
  const { data: user, isPending } = useCurrentUser();
  const logout = useLogout();
  const navigate = useNavigate();

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
      <Button variant="outline" size="sm" onClick={onLogout} disabled={logout.isPending}>Logout</Button>
    </>
  );
}
