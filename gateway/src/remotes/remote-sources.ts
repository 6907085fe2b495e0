import path from 'node:path';
import type { GatewayConfig } from '../config';

export const remoteKeys = ['public', 'portal', 'staff', 'admin'] as const;
export type RemoteKey = (typeof remoteKeys)[number];

/** Where a remote's routes.json is: a file the gateway serves itself, or a URL. */
export type RoutesSource = { file: string } | { url: string };

export interface RemoteSource {
  key: RemoteKey;
  entry: string;
  routes: RoutesSource;
}

const configured = (config: GatewayConfig, key: RemoteKey) => {
  const upper = key.toUpperCase() as Uppercase<RemoteKey>;
  return { entry: config[`REMOTE_${upper}_URL`], routesUrl: config[`REMOTE_${upper}_ROUTES_URL`] };
};

/**
 * A file of a remote's build, next to its entry. An entry under /mfe/<name>/ is served from
 * STATIC_ROOT/mfe-<name>/dist, so the file is read there; an entry elsewhere is fetched beside it.
 */
export function besideEntry(entry: string, staticRoot: string, name: string): RoutesSource {
  if (/^https?:\/\//.test(entry)) return { url: new URL(name, entry).href };
  const served = /^\/mfe\/([a-z]+)\/(.*\/)?[^/]*$/.exec(entry);
  if (!served) return { file: '' };
  return { file: path.join(staticRoot, `mfe-${served[1]}`, 'dist', served[2] ?? '', ...name.split('/')) };
}

const routesSourceFor = (entry: string, staticRoot: string) => besideEntry(entry, staticRoot, 'routes.json');

export const remoteSources = (config: GatewayConfig): RemoteSource[] =>
  remoteKeys.map((key) => {
    const { entry, routesUrl } = configured(config, key);
    return { key, entry, routes: routesUrl ? { url: routesUrl } : routesSourceFor(entry, config.STATIC_ROOT) };
  });
