import type { Role } from '@wsms/contracts';
import { Loading } from '@wsms/ui';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { RemoteArea } from './remote-area';
import type { AvailableRemote } from './remotes-manifest';

// Lazy: the guard carries the login page and its zod schemas, which public pages never need.
const GuardedRemote = lazy(() => import('../auth/guarded-remote'));

/** The matched page's title (the outlet), then the remote's area, behind the guard when a role is required. */
export function RemoteRouteGroup({ remote, role }: { remote: AvailableRemote; role?: Role }) {
  return (
    <>
      <Outlet />
      {role ? (
        <Suspense fallback={<Loading codePending />}>
          <GuardedRemote remote={remote} role={role} />
        </Suspense>
      ) : (
        <RemoteArea remote={remote} />
      )}
    </>
  );
}
