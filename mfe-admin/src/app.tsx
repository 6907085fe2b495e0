// First: configures zod for the site's CSP before any schema is used.
import '@wsms/contracts/browser';
import { RemoteRoutes } from '@wsms/ui';
import { lazy } from 'react';
import { routes, type AdminPath } from './routes';

const pages = {
  '/admin': lazy(() => import('./pages/admin-dashboard-page')),
  '/digital-content': lazy(() => import('./pages/digital-content-page')),
} satisfies Record<AdminPath, unknown>;

/** Exposed as './app': the routes this remote owns, rendered inside the shell's router. */
export default function App() {
  return <RemoteRoutes routes={routes} pages={pages} />;
}
