import http from 'node:http';
import https from 'node:https';
import type { Socket } from 'node:net';
import type { Request, RequestHandler, Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { IDENTITY_HEADER, REQUEST_CONTEXT_HEADER } from '@wsms/contracts';
import type { Logger } from '@wsms/service-kit';
import { connectionErrors, type HealthMonitor } from '../health/health-monitor';
import type { ServiceName } from '../routes/service-names';
import type { ResponseCache } from './response-cache';
import { sendUnavailable, timeoutMessage } from './service-messages';

// connectionErrors: the instance could not be reached at all; it is marked down until its next good poll.
const TIMEOUT_CODE = 'GATEWAY_TIMEOUT';
/**
 * A read that failed before any answer is tried once more, on another instance when there is one: it
 * has no body to replay. A reset connection is retried on the same instance too (a kept-alive connection
 * the service closed just as it was reused: a new one will do).
 */
const retriedCodes = new Set([...connectionErrors, 'ECONNRESET']);
const replayable = (req: Request) => req.method === 'GET' || req.method === 'HEAD';

interface ServiceProxyOptions {
  name: ServiceName;
  /** The service's instances; the one for each request is chosen by the caller (res.locals.target). */
  targets: readonly string[];
  timeoutMs: number;
  monitor: HealthMonitor;
  logger: Logger;
  /** Keeps storable answers to anonymous reads (see response-cache.ts). */
  responseCache: ResponseCache;
}

export type ServiceProxy = ReturnType<typeof createServiceProxy>;

/** The instance chosen for this request by apiProxy. */
const targetOf = (req: Request) => (req.res?.locals.target as string | undefined) ?? null;

export function createServiceProxy({ name, targets, timeoutMs, monitor, logger, responseCache }: ServiceProxyOptions) {
  // One keep-alive pool per service, shared by its instances: no TCP handshake per request.
  const options = { keepAlive: true, maxSockets: 256, maxFreeSockets: 64, scheduling: 'lifo' as const };
  const agent = targets[0]!.startsWith('https:') ? new https.Agent(options) : new http.Agent(options);

  const onError = (err: Error, req: Request, res: Response | Socket) => {
    const code = (err as NodeJS.ErrnoException).code ?? 'UNKNOWN';
    const target = targetOf(req);
    logger.warn({ reqId: req.headers['x-request-id'], service: name, target, code, err }, `proxy to ${name} failed`);
    if (!('writeHead' in res) || res.headersSent) {
      res.destroy();
      return;
    }
    if (code === TIMEOUT_CODE) {
      res.status(504).json({ message: timeoutMessage(name) });
      return;
    }
    if (connectionErrors.has(code) && target) monitor.markDown(name, target, code);
    const mayRetry = retriedCodes.has(code) && replayable(req) && !res.locals.retried;
    const other = mayRetry ? monitor.pick(name) : null;
    const retryTarget = other && other !== target ? other : mayRetry && code === 'ECONNRESET' ? target : null;
    if (retryTarget) {
      res.locals.retried = true;
      res.locals.target = retryTarget;
      void middleware(req, res, () => sendUnavailable(res, name));
      return;
    }
    sendUnavailable(res, name);
  };

  const middleware: RequestHandler = createProxyMiddleware<Request, Response>({
    target: targets[0],
    router: (req) => targetOf(req) ?? targets[0]!,
    agent,
    xfwd: false,
    on: {
      proxyReq: (proxyReq, _req, res) => {
        // The auth service reads its own cookie; the others learn the caller from x-identity only.
        if (name !== 'auth') proxyReq.removeHeader('cookie');
        const token = res.locals.identityToken as string | undefined;
        if (token) proxyReq.setHeader(IDENTITY_HEADER, token);
        const context = res.locals.contextToken as string | undefined;
        if (context) proxyReq.setHeader(REQUEST_CONTEXT_HEADER, context);
        proxyReq.setTimeout(timeoutMs, () => {
          proxyReq.destroy(Object.assign(new Error(`${name} did not answer within ${timeoutMs} ms`), { code: TIMEOUT_CODE }));
        });
      },
      proxyRes: (proxyRes, _req, res) => responseCache.store(proxyRes, res),
      error: onError,
    },
  });

  return { middleware, close: () => agent.destroy() };
}
