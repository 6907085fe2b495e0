import { useCurrentUser, useLogout } from '@wsms/api-client';
import { AreaHeader, toast } from '@wsms/ui';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

export function SignedInHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  const { data: user } = useCurrentUser();
  const logout = useLogout();
  const navigate = useNavigate();
  const onLogout = () =>
    logout.mutate(undefined, {
      onSuccess: () => {
        toast({ title: 'Logged out', description: 'You have been logged out of the admin panel' });
        navigate('/');
      },
      onError: () => toast({ title: 'Logout failed', variant: 'destructive' }),
    });
  return <AreaHeader title={title} user={user} onLogout={onLogout} logoutPending={logout.isPending} actions={actions} />;
}
