import type { Role } from '@wsms/contracts';
import type { RemoteKey } from '../features/remotes/remote-names';

export interface RemoteRoutes {
  remote: RemoteKey;
  /** Role the guard requires before the remote is even downloaded; none for public pages. */
  role?: Role;
  paths: string[];
}

/** Spec section 2 route table, split by owning remote (ARCHITECTURE 'Ownership'). */
export const remoteRoutes: RemoteRoutes[] = [
  {
    remote: 'public',
    paths: [
      '/', '/services', '/team', '/performance-training', '/apps', '/mobile', '/shop', '/private-classes',
      '/contact', '/genesweep', '/genesweep/privacy', '/genesweep/support', '/genesweep/terms',
      // The embedded store's order page and the embedded session checkout (external platforms' stand-ins).
      '/shop/order/:orderId', '/checkout/:bookingId',
    ],
  },
  { remote: 'portal', role: 'user', paths: ['/client-portal', '/workout-tracker'] },
  { remote: 'staff', role: 'staff', paths: ['/staff-dashboard', '/instructor-dashboard', '/staff'] },
  { remote: 'admin', role: 'admin', paths: ['/admin', '/digital-content'] },
];
