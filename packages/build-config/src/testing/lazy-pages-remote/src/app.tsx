import { RemoteRoutes } from '@wsms/ui';
import { lazy } from 'react';
import { routes, type GuidePath } from './routes';

const pages = {
  '/guides': lazy(() => import('./pages/guides-page')),
  '/guides/:slug': lazy(() => import('./pages/guide-page')),
  '/members': lazy(() => import('./pages/members-page')),
} satisfies Record<GuidePath, unknown>;

export default function App() {
  return <RemoteRoutes routes={routes} pages={pages} />;
}
