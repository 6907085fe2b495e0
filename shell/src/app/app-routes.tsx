import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { Loading } from '@wsms/ui';
import { Layout } from '../components/layout/layout';
import { RemoteArea } from '../features/remotes/remote-area';
import { NotFoundPage } from '../pages/not-found-page';
import { remoteRoutes } from './route-table';

// Lazy: the guard and the login page carry the zod schemas, which a first visit to '/' never needs.
const GuardedRemote = lazy(() => import('../features/auth/guarded-remote'));
const LoginPage = lazy(() => import('../features/auth/login-page'));
const VerifyEmailPage = lazy(() => import('../features/auth/verify-email-page'));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {remoteRoutes.map(({ remote, role, paths }) => (
          <Route
            key={remote}
            element={role ? <Suspense fallback={<Loading />}><GuardedRemote remote={remote} role={role} /></Suspense> : <RemoteArea remote={remote} />}
          >
            {/* The remote renders these paths itself; the shell only needs them to match. */}
            {paths.map((path) => <Route key={path} path={path} element={null} />)}
          </Route>
        ))}
        <Route path="/login" element={<Suspense fallback={<Loading />}><LoginPage /></Suspense>} />
        <Route path="/verify-email" element={<Suspense fallback={<Loading />}><VerifyEmailPage /></Suspense>} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
