// First: configures zod for the site's CSP before any schema is used.
import '@wsms/contracts/browser';
import { RemoteRoutes } from '@wsms/ui';
import { lazy } from 'react';
// The landing page ships with this module: one request less before a first visit's largest paint.
import HomePage from './pages/home-page';
import { routes, type PublicPath } from './routes';

const pages = {
  '/': HomePage,
  '/services': lazy(() => import('./pages/services-page')),
  '/team': lazy(() => import('./pages/team-page')),
  '/performance-training': lazy(() => import('./pages/performance-training-page')),
  '/apps': lazy(() => import('./pages/apps-page')),
  '/mobile': lazy(() => import('./pages/mobile-page')),
  '/shop': lazy(() => import('./pages/shop-page')),
  '/private-classes': lazy(() => import('./features/booking/private-classes-page')),
  '/contact': lazy(() => import('./pages/contact-page')),
  '/genesweep': lazy(() => import('./pages/genesweep-page')),
  '/genesweep/privacy': lazy(() => import('./pages/genesweep-privacy-page')),
  '/genesweep/support': lazy(() => import('./pages/genesweep-support-page')),
  '/genesweep/terms': lazy(() => import('./pages/genesweep-terms-page')),
  '/shop/order/:orderId': lazy(() => import('./pages/order-page')),
  '/checkout/:bookingId': lazy(() => import('./features/booking/checkout-page')),
} satisfies Record<PublicPath, unknown>;

/** Exposed as './app': the public site's routes, rendered inside the shell's router (which also restores scrolling). */
export default function App() {
  return <RemoteRoutes routes={routes} pages={pages} />;
}
