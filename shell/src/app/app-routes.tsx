import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { Loading } from '@wsms/ui';
import { Layout } from '../components/layout/layout';
import { RemoteRouteGroup } from '../features/remotes/remote-route-group';
import { RouteTitle } from '../features/remotes/route-title';
import { routeGroups } from '../features/remotes/route-groups';
import { useRemotesManifest } from '../features/remotes/remotes-manifest';
import { UnmatchedPath } from '../features/remotes/unmatched-path';
import { VitalRoute } from '../features/vitals/vital-route';

// Lazy: the login page carries the zod schemas, which a first visit to '/' never needs.
const LoginPage = lazy(() => import('../features/auth/login-page'));
const VerifyEmailPage = lazy(() => import('../features/auth/verify-email-page'));

/** The shell's own pages plus every route the remotes declared in /remotes.json. */
export function AppRoutes() {
  const manifest = useRemotesManifest();
  const groups = manifest.data ? routeGroups(manifest.data) : [];
  return (
    <Routes>
      <Route element={<Layout />}>
        {/* Listed first: a remote declaring a shell path never takes it over. */}
        {/* /register and /signup open the same page on its Register tab. */}
        {['/login', '/register', '/signup'].map((path) => (
          <Route key={path} path={path} element={<><VitalRoute path={path} /><Suspense fallback={<Loading codePending />}><LoginPage key={path} /></Suspense></>} />
        ))}
        {groups.map(({ id, remote, role, routes }) => (
          <Route key={id} element={<RemoteRouteGroup remote={remote} role={role} />}>
            {routes.map(({ path, title }) => <Route key={path} path={path} element={<><VitalRoute path={path} /><RouteTitle title={title} /></>} />)}
          </Route>
        ))}
        <Route path="/verify-email" element={<><VitalRoute path="/verify-email" /><Suspense fallback={<Loading codePending />}><VerifyEmailPage /></Suspense></>} />
        {/* Only once the routes are known: a path waiting for the remote list is not yet an unknown one. */}
        <Route path="*" element={<>{manifest.data && <VitalRoute path="/*" />}<UnmatchedPath manifest={manifest} /></>} />
      </Route>
    </Routes>
  );
}
