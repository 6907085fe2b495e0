import type { RemoteRoute } from '@wsms/contracts/remotes';

/** The pages this remote owns; the build emits them as routes.json, app.tsx renders exactly these. */
export const routes = [
  { path: '/staff-dashboard', title: 'Staff Dashboard', role: 'staff' },
  { path: '/instructor-dashboard', title: 'Instructor Dashboard', role: 'staff' },
  { path: '/staff', title: 'Staff', role: 'staff' },
] as const satisfies readonly RemoteRoute[];

export type StaffPath = (typeof routes)[number]['path'];
