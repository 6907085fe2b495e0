// First: configures zod for the site's CSP before any schema is used.
import '@wsms/contracts/browser';
import { RemoteRoutes } from '@wsms/ui';
import { lazy } from 'react';
import { routes, type StaffPath } from './routes';

const pages = {
  '/staff-dashboard': lazy(() => import('./pages/staff-dashboard-page')),
  '/instructor-dashboard': lazy(() => import('./pages/instructor-dashboard-page')),
  '/staff': lazy(() => import('./pages/staff-page')),
} satisfies Record<StaffPath, unknown>;

/** Exposed as './app': the routes this remote owns, rendered inside the shell's router. */
export default function App() {
  return <RemoteRoutes routes={routes} pages={pages} />;
}
