import { existsSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express, { Router, type Request } from 'express';
import type { GatewayConfig } from '../config';
import { NO_CACHE, setCacheHeaders } from './cache-policy';
import { staticSecurityHeaders } from './content-security-policy';
import { remotesManifest, remotesRoute } from './remotes-route';

const remoteNames = ['public', 'portal', 'staff', 'admin'] as const;
const notForShell = /^\/(?:api|mfe|uploads)(?:\/|$)/;

const serve = (dir: string, index: string[] | false) =>
  express.static(dir, { index, cacheControl: false, fallthrough: true, redirect: false, setHeaders: setCacheHeaders });

const wantsShell = (req: Request) =>
  (req.method === 'GET' || req.method === 'HEAD') && !notForShell.test(req.path) && Boolean(req.accepts('html'));

/** The shell, the four remotes, /remotes.json and the client-side-routing fallback to index.html. */
export function staticRoutes(config: GatewayConfig) {
  const shellDist = path.join(config.STATIC_ROOT, 'shell', 'dist');
  const shellIndex = path.join(shellDist, 'index.html');
  const router = Router();
  router.use(compression());
  router.use(staticSecurityHeaders(Object.values(remotesManifest(config))));
  router.get('/remotes.json', remotesRoute(config));
  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain').set('Cache-Control', 'public, max-age=3600').send('User-agent: *\nAllow: /\nDisallow: /api/\n');
  });
  for (const name of remoteNames) {
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
