import type { Express } from 'express';
import { serviceKitApi } from '@wsms/contracts/api';

export interface MountedRoute {
  method: string;
  path: string;
}

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

// Express 5 keeps routers' layers on `app.router.stack`; services mount every router at the root.
function walk(stack: Layer[], out: MountedRoute[]) {
  for (const layer of stack) {
    if (layer.route) {
      for (const method of Object.keys(layer.route.methods)) out.push({ method, path: layer.route.path });
    } else if (layer.handle?.stack) walk(layer.handle.stack, out);
  }
}

// The kit's own routes in every service: the probes and its contracts (the audit log, the system summary).
const kitRoutes = new Set(['/healthz', '/readyz', ...Object.values(serviceKitApi).map((contract) => contract.path)]);

/** Every method and path an app serves, except the service kit's own (/healthz, /readyz, serviceKitApi's). */
export function listRoutes(app: Express): MountedRoute[] {
  const out: MountedRoute[] = [];
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, out);
  return out.filter((r) => !kitRoutes.has(r.path));
}
