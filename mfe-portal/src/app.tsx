// First: configures zod for the site's CSP before any schema is used.
import '@wsms/contracts/browser';
import { RemoteRoutes } from '@wsms/ui';
import { lazy } from 'react';
import { routes, type PortalPath } from './routes';

const pages = {
  '/client-portal': lazy(() => import('./pages/client-portal-page')),
  '/workout-tracker': lazy(() => import('./pages/workout-tracker-page')),
} satisfies Record<PortalPath, unknown>;

/** Exposed as './app': the routes this remote owns, rendered inside the shell's router. */
export default function App() {
  return <RemoteRoutes routes={routes} pages={pages} />;
}
