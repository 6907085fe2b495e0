import { useCurrentUser, useLogout } from '@wsms/api-client';
import { Button, toast } from '@wsms/ui';
import { Link, useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';

const Who = styled.span`
  font-weight: 600;
`;

export function UserMenu({ onNavigate }: { onNavigate: () => void }) {
  const { data: user, isPending } = useCurrentUser();
  const logout = useLogout();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  if (isPending) return null;
  if (!user) {
    return <Button as={Link} to="/login" variant="outline" size="sm" onClick={onNavigate}>Login</Button>;
  }

  const onLogout = () =>
    logout.mutate(undefined, {
      onSuccess: () => {
        // The only Logout on the admin dashboard too: it says what the spec has that one say.
        if (pathname === '/admin' || pathname.startsWith('/admin/')) {
          toast({ title: 'Logged out', description: 'You have been logged out of the admin panel' });
        }
        onNavigate();
        navigate('/');
      },
      onError: () => toast({ title: 'Logout failed', variant: 'destructive' }),
    });

  return (
    <>
      <Who>{user.firstName} ({user.role})</Who>
      <Button variant="outline" size="sm" onClick={onLogout} disabled={logout.isPending}>Logout</Button>
    </>
  );
}
