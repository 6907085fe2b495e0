import type { RequestHandler } from 'express';
import type { RemotesManifest } from '@wsms/contracts/remotes';
import { clientManifest } from '@wsms/first-paint/page';
import { NO_CACHE } from './cache-policy';

/** Never cached: a remote's release must reach the next page load. */
export const remotesRoute =
  (manifest: () => Promise<RemotesManifest>): RequestHandler =>
  (_req, res, next) => {
    manifest().then((body) => res.set('Cache-Control', NO_CACHE).json(clientManifest(body)), next);
  };
