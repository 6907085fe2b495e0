import type { RemoteDescriptor, RemotesManifest } from '@wsms/contracts/remotes';
import type { Logger } from '@wsms/service-kit';
import type { GatewayConfig } from '../config';
import { createFileRoutesReader } from './file-routes-reader';
import type { RoutesResult } from './parse-routes-file';
import { remoteSources, type RemoteSource } from './remote-sources';
import { createUrlRoutesReader } from './url-routes-reader';

/**
 * `/remotes.json`: each remote's entry URL (runtime configuration) with the routes, titles and roles
 * its own build declared, so a remote adds a page without a shell release.
 */
export function createRemotesManifest(config: GatewayConfig, logger: Logger) {
  const sources = remoteSources(config);
  const readFile = createFileRoutesReader();
  const readUrl = createUrlRoutesReader({ ttlMs: config.REMOTE_ROUTES_CACHE_MS });
  const reported = new Map<string, string>();

  const read = (source: RemoteSource): Promise<RoutesResult> =>
    'url' in source.routes ? readUrl(source.routes.url) : readFile(source.routes.file);

  const describe = (source: RemoteSource, result: RoutesResult): RemoteDescriptor => {
    if ('manifest' in result) {
      reported.delete(source.key);
      return { key: source.key, entry: source.entry, ...result.manifest };
    }
    // Logged once per distinct problem: the shell asks on every page load.
    if (reported.get(source.key) !== result.unavailable) {
      reported.set(source.key, result.unavailable);
      logger.warn({ remote: source.key, entry: source.entry, reason: result.unavailable }, 'remote routes unavailable');
    }
    return { key: source.key, entry: source.entry, unavailable: result.unavailable };
  };

  return async (): Promise<RemotesManifest> => ({
    remotes: await Promise.all(sources.map(async (source) => describe(source, await read(source)))),
  });
}
