import type { RemoteRoute, RemotesManifest } from '@wsms/contracts/remotes';
import { isAvailable, type AvailableRemote } from './remotes-manifest';

export interface RouteGroup {
  id: string;
  remote: AvailableRemote;
  role?: RemoteRoute['role'];
  routes: RemoteRoute[];
}

/**
 * A remote's routes grouped by required role: one parent route per group, so moving between pages
 * of one group keeps the remote mounted, and each group's guard runs before its download.
 */
export function routeGroups(manifest: RemotesManifest): RouteGroup[] {
  const groups = new Map<string, RouteGroup>();
  for (const remote of manifest.remotes.filter(isAvailable)) {
    for (const route of remote.routes) {
      const id = `${remote.key}:${route.role ?? 'public'}`;
      const group = groups.get(id) ?? { id, remote, role: route.role, routes: [] };
      group.routes.push(route);
      groups.set(id, group);
    }
  }
  return [...groups.values()];
}
