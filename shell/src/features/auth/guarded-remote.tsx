import { useCurrentUser } from '@wsms/api-client';
import type { Role } from '@wsms/contracts';
import { hasRole } from '@wsms/contracts/roles';
import { Loading } from '@wsms/ui';
import { RemoteArea } from '../remotes/remote-area';
import type { AvailableRemote } from '../remotes/remotes-manifest';
import { AccessDenied } from './access-denied';
import LoginPage from './login-page';

/** Spec 'Guard outputs': checked before the remote is downloaded, so a visitor never fetches it. */
export default function GuardedRemote({ remote, role }: { remote: AvailableRemote; role: Role }) {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <Loading text="Loading..." />;
  if (!user) return <LoginPage />;
  if (!hasRole(user.role, role)) return <AccessDenied signedInAs={user.role} />;
  return <RemoteArea remote={remote} />;
}
