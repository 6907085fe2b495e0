import type { RemoteRoute } from '@wsms/contracts/remotes';

/**
 * The pages this remote owns (ARCHITECTURE 'Ownership'). Plain data: the build emits it as
 * routes.json for the shell's router, and app.tsx renders exactly these paths.
 */
export const routes = [
  { path: '/', title: 'Sports Medicine, Performance Coaching & Nutrition' },
  { path: '/services', title: 'Services' },
  { path: '/team', title: 'Meet Our Team' },
  { path: '/performance-training', title: 'Performance Training' },
  { path: '/apps', title: 'Companion Apps' },
  { path: '/mobile', title: 'Mobile Companion' },
  { path: '/shop', title: 'Shop' },
  { path: '/private-classes', title: 'Private Classes' },
  { path: '/contact', title: 'Contact Us' },
  { path: '/genesweep', title: 'GeneSweep' },
  { path: '/genesweep/privacy', title: 'GeneSweep Privacy Policy' },
  { path: '/genesweep/support', title: 'GeneSweep Support' },
  { path: '/genesweep/terms', title: 'GeneSweep Terms of Use' },
  // The embedded store's order page and the embedded session checkout (external platforms' stand-ins).
  { path: '/shop/order/:orderId', title: 'Shop Checkout' },
  { path: '/checkout/:bookingId', title: 'Checkout' },
] as const satisfies readonly RemoteRoute[];

export type PublicPath = (typeof routes)[number]['path'];

/**
 * The module each page but the landing page (which ships with the app) is lazily imported from in
 * app.tsx: the build lists each one's scripts in routes.json, so the gateway preloads a public page's
 * code with its HTML. The build stops if one of these is not a module it holds.
 */
export const lazyPages = {
  '/services': './pages/services-page',
  '/team': './pages/team-page',
  '/performance-training': './pages/performance-training-page',
  '/apps': './pages/apps-page',
  '/mobile': './pages/mobile-page',
  '/shop': './pages/shop-page',
  '/private-classes': './features/booking/private-classes-page',
  '/contact': './pages/contact-page',
  '/genesweep': './pages/genesweep-page',
  '/genesweep/privacy': './pages/genesweep-privacy-page',
  '/genesweep/support': './pages/genesweep-support-page',
  '/genesweep/terms': './pages/genesweep-terms-page',
  '/shop/order/:orderId': './pages/order-page',
  '/checkout/:bookingId': './features/booking/checkout-page',
} as const satisfies Record<Exclude<PublicPath, '/'>, `./${string}`>;
