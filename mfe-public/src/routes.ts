import type { RemoteRoute } from '@wsms/contracts/remotes';

/**
 * The pages this remote owns (ARCHITECTURE 'Ownership'). Plain data: the build emits it as
 * routes.json for the shell's router, and app.tsx renders exactly these paths. `data` lists the API
 * reads a page's first screen makes, exactly as its queries ask for them: the gateway preloads them
 * with the page (a list that drifts from the page's queries only costs a wasted request).
 */
export const routes = [
  { path: '/', title: 'Sports Medicine, Performance Coaching & Nutrition' },
  { path: '/services', title: 'Services' },
  { path: '/team', title: 'Meet Our Team', data: ['/api/staff'] },
  { path: '/performance-training', title: 'Performance Training' },
  { path: '/apps', title: 'Companion Apps' },
  { path: '/mobile', title: 'Mobile Companion' },
  { path: '/shop', title: 'Shop', data: ['/api/products'] },
  { path: '/private-classes', title: 'Private Classes', data: ['/api/instructors', '/api/bookings/checkout/config'] },
  { path: '/contact', title: 'Contact Us', data: ['/api/contact/config'] },
  { path: '/genesweep', title: 'GeneSweep' },
  { path: '/genesweep/privacy', title: 'GeneSweep Privacy Policy' },
  { path: '/genesweep/support', title: 'GeneSweep Support' },
  { path: '/genesweep/terms', title: 'GeneSweep Terms of Use' },
  // The embedded store's order page and the embedded session checkout (external platforms' stand-ins).
  { path: '/shop/order/:orderId', title: 'Shop Checkout' },
  { path: '/checkout/:bookingId', title: 'Checkout' },
] as const satisfies readonly RemoteRoute[];

export type PublicPath = (typeof routes)[number]['path'];
