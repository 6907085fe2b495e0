import { existsSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express, { Router, type Request, type Response } from 'express';
import type { Socket } from 'node:net';
import { PAGE_RENDER_FILE } from '@wsms/first-paint/names';
import { createFirstPaint } from '@wsms/first-paint/page';
import { createPageRenderer, type ApiFetch } from '@wsms/first-paint/page-render';
import type { Logger } from '@wsms/service-kit';
import type { GatewayConfig } from '../config';
import { createRemotesManifest } from '../remotes/remotes-manifest';
import { besideRoutes, remoteKeys, remoteSources } from '../remotes/remote-sources';
import { NO_CACHE, setCacheHeaders } from './cache-policy';
import { staticSecurityHeaders } from './content-security-policy';
import { remotesRoute } from './remotes-route';
import { precompressed, setPrecompressedHeaders, withoutEncodingSuffix } from './precompressed';
import { createShellPage } from './shell-page';

const notForShell = /^\/(?:api|mfe|uploads)(?:\/|$)/;

const setHeaders = (res: Response, filePath: string) => {
  setCacheHeaders(res, withoutEncodingSuffix(filePath));
  setPrecompressedHeaders(res);
};

/** A dist folder: its build's brotli or gzip copy of a file when the browser takes it, else the file. */
const serve = (dir: string) => [precompressed(dir), express.static(dir, { index: false, cacheControl: false, fallthrough: true, redirect: false, setHeaders })];

const wantsShell = (req: Request) =>
  (req.method === 'GET' || req.method === 'HEAD') && !notForShell.test(req.path) && Boolean(req.accepts('html'));

/** This gateway's own address, as a connection to it shows it (an IPv6 one in brackets). */
const originOf = (socket: Socket) => {
  const address = (socket.localAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
  return `http://${address.includes(':') ? `[${address}]` : address}:${socket.localPort}`;
};

/**
 * Each remote's page renderer. Its reads go through this gateway, as a signed-out browser's would
 * (routing, health checks and the response cache included), on the address the page's request came in on.
 */
function pageRenderers(config: GatewayConfig, logger: Logger) {
  let self: string | null = null;
  const fetchApi: ApiFetch = (apiPath) =>
    // eslint-disable-next-line no-restricted-syntax -- the gateway's own public origin (the page renderer reads what a browser would).
    self ? fetch(`${self}${apiPath}`, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(2000) }) : Promise.reject(new Error('no request has come in yet'));
  const renderers = new Map(
    remoteSources(config).map((remote) => [
      remote.key as string,
      createPageRenderer({ source: besideRoutes(remote.routes, PAGE_RENDER_FILE), fetchApi, logger, codeTtlMs: config.REMOTE_ROUTES_CACHE_MS }),
    ]),
  );
  return {
    seen: (req: Request) => {
      self = originOf(req.socket);
    },
    render: (remoteKey: string, pagePath: string) => renderers.get(remoteKey)?.(pagePath) ?? Promise.resolve(null),
  };
}

interface StaticDeps {
  /** An auth instance to ask who is signed in, for the shell's first HTML. */
  pickAuthUrl: () => string | null;
}

/**
 * The shell, the four remotes, /remotes.json and the client-side-routing fallback to index.html. Every
 * shell page is index.html with the current user and the remote manifest embedded, so the shell's
 * first render needs no request of its own.
 */
export function staticRoutes(config: GatewayConfig, logger: Logger, { pickAuthUrl }: StaticDeps) {
  const shellDist = path.join(config.STATIC_ROOT, 'shell', 'dist');
  const shellIndex = path.join(shellDist, 'index.html');
  const router = Router();
  router.use(compression());
  router.use(staticSecurityHeaders(remoteSources(config).map((remote) => remote.entry)));
  const manifest = createRemotesManifest(config, logger);
  const renderers = pageRenderers(config, logger);
  const firstPaint = createFirstPaint({ shellDist, renderPage: renderers.render });
  const shellPage = createShellPage({ firstPaint, manifest, pickAuthUrl, logger });
  router.get('/remotes.json', remotesRoute(manifest));
  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain').set('Cache-Control', 'public, max-age=3600').send('User-agent: *\nAllow: /\nDisallow: /api/\n');
  });
  for (const name of remoteKeys) {
    router.use(`/mfe/${name}`, serve(path.join(config.STATIC_ROOT, `mfe-${name}`, 'dist')));
  }
  router.use((req, res, next) => {
    if (req.path === '/index.html') req.url = '/';
    next();
  });
  router.use(serve(shellDist));
  router.use((req, res, next) => {
    if (!wantsShell(req)) return next();
    if (!existsSync(shellIndex)) {
      res.status(503).type('text/plain').send('The site has not been built yet: run `npm run build`, then reload.\n');
      return;
    }
    renderers.seen(req);
    shellPage(req).then((html) => {
      // The page names who is signed in: never shared between visitors.
      res.set({ 'Cache-Control': `private, ${NO_CACHE}`, Vary: 'Cookie' }).type('html').send(html);
    }, next);
  });
  return router;
}
