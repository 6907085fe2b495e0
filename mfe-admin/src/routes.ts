import type { RemoteRoute } from '@wsms/contracts/remotes';

/** The pages this remote owns; the build emits them as routes.json, app.tsx renders exactly these. */
export const routes = [
  { path: '/admin', title: 'Admin Dashboard', role: 'admin' },
  { path: '/digital-content', title: 'Digital Content Management', role: 'admin' },
] as const satisfies readonly RemoteRoute[];

export type AdminPath = (typeof routes)[number]['path'];
