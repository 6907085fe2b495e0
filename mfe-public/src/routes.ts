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
