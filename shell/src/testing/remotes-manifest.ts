import type { RemoteDescriptor, RemotesManifest } from '@wsms/contracts/remotes';

type Available = Extract<RemoteDescriptor, { name: string }>;

export function buildRemote({ key = 'public', ...rest }: Partial<Available> = {}): Available {
  return { key, entry: `/mfe/${key}/remoteEntry.js`, name: `mfe_${key}`, routes: [{ path: `/${key}` }], requires: {}, ...rest };
}

/** What the gateway lists for the four remotes (a subset of their routes is enough for the shell's tests). */
export const testManifest: RemotesManifest = {
  remotes: [
    buildRemote({ key: 'public', routes: [{ path: '/', title: 'Home page' }, { path: '/services', title: 'Services' }, { path: '/checkout/:bookingId', title: 'Checkout' }] }),
    buildRemote({ key: 'portal', routes: [{ path: '/client-portal', title: 'Client Portal', role: 'user' }, { path: '/workout-tracker', title: 'Workout Tracker', role: 'user' }] }),
    buildRemote({
      key: 'staff',
      routes: [{ path: '/staff-dashboard', title: 'Staff Dashboard', role: 'staff' }, { path: '/instructor-dashboard', role: 'staff' }, { path: '/staff', role: 'staff' }],
    }),
    buildRemote({ key: 'admin', routes: [{ path: '/admin', title: 'Admin Dashboard', role: 'admin' }, { path: '/digital-content', role: 'admin' }] }),
  ],
};
