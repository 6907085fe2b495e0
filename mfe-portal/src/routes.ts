import type { RemoteRoute } from '@wsms/contracts/remotes';

/** The pages this remote owns; the build emits them as routes.json, app.tsx renders exactly these. */
export const routes = [
  { path: '/client-portal', title: 'Client Portal', role: 'user' },
  { path: '/workout-tracker', title: 'Workout Tracker', role: 'user' },
] as const satisfies readonly RemoteRoute[];

export type PortalPath = (typeof routes)[number]['path'];
