import { existsSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express, { Router, type Request } from 'express';
import type { Logger } from '@wsms/service-kit';
import type { GatewayConfig } from '../config';
import { createRemotesManifest } from '../remotes/remotes-manifest';
import { remoteKeys, remoteSources } from '../remotes/remote-sources';
import { NO_CACHE, setCacheHeaders } from './cache-policy';
import { staticSecurityHeaders } from './content-security-policy';
import { remotesRoute } from './remotes-route';

const notForShell = /^\/(?:api|mfe|uploads)(?:\/|$)/;

const serve = (dir: string, index: string[] | false) =>
  express.static(dir, { index, cacheControl: false, fallthrough: true, redirect: false, setHeaders: setCacheHeaders });

const wantsShell = (req: Request) =>
  (req.method === 'GET' || req.method === 'HEAD') && !notForShell.test(req.path) && Boolean(req.accepts('html'));

/** The shell, the four remotes, /remotes.json and the client-side-routing fallback to index.html. */
export function staticRoutes(config: GatewayConfig, logger: Logger) {
  const shellDist = path.join(config.STATIC_ROOT, 'shell', 'dist');
  const shellIndex = path.join(shellDist, 'index.html');
  const router = Router();
  router.use(compression());
  router.use(staticSecurityHeaders(remoteSources(config).map((remote) => remote.entry)));
  router.get('/remotes.json', remotesRoute(createRemotesManifest(config, logger)));
  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain').set('Cache-Control', 'public, max-age=3600').send('User-agent: *\nAllow: /\nDisallow: /api/\n');
  });
  for (const name of remoteKeys) {
    router.use(`/mfe/${name}`, serve(path.join(config.STATIC_ROOT, `mfe-${name}`, 'dist'), false));
  }
  router.use(serve(shellDist, ['index.html']));
  router.use((req, res, next) => {
    if (!wantsShell(req)) return next();
    if (!existsSync(shellIndex)) {
      res.status(503).type('text/plain').send('The site has not been built yet: run `npm run build`, then reload.\n');
      return;
    }
    res.sendFile(shellIndex, { cacheControl: false, headers: { 'Cache-Control': NO_CACHE } });
  });
  return router;
}
