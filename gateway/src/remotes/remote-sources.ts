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

/** An entry under /mfe/<name>/ is served from STATIC_ROOT/mfe-<name>/dist, so its routes.json is read there. */
function routesSourceFor(entry: string, staticRoot: string): RoutesSource {
  if (/^https?:\/\//.test(entry)) return { url: new URL('routes.json', entry).href };
  const served = /^\/mfe\/([a-z]+)\/(.*\/)?[^/]*$/.exec(entry);
  if (!served) return { file: '' };
  return { file: path.join(staticRoot, `mfe-${served[1]}`, 'dist', served[2] ?? '', 'routes.json') };
}

export const remoteSources = (config: GatewayConfig): RemoteSource[] =>
  remoteKeys.map((key) => {
    const { entry, routesUrl } = configured(config, key);
    return { key, entry, routes: routesUrl ? { url: routesUrl } : routesSourceFor(entry, config.STATIC_ROOT) };
  });

/**
 * A file a remote's build writes next to its routes.json (and remoteEntry.js). Found beside the routes
 * file, not the entry: the entry's URL is the browser's, the routes URL the one the gateway can reach.
 */
export const besideRoutes = (routes: RoutesSource, name: string): RoutesSource =>
  'url' in routes ? { url: new URL(name, routes.url).href } : { file: routes.file && path.join(path.dirname(routes.file), ...name.split('/')) };
