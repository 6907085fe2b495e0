import http from 'node:http';
import https from 'node:https';
import type { Socket } from 'node:net';
import type { Request, Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { IDENTITY_HEADER, REQUEST_CONTEXT_HEADER } from '@wsms/contracts';
import type { Logger } from '@wsms/service-kit';
import type { HealthMonitor } from '../health/health-monitor';
import type { ServiceName } from '../routes/service-names';
import { sendUnavailable, timeoutMessage } from './service-messages';

/** Errors meaning the service could not be reached at all: it is marked down until its next good poll. */
const connectionErrors = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT']);
const TIMEOUT_CODE = 'GATEWAY_TIMEOUT';

interface ServiceProxyOptions {
  name: ServiceName;
  target: string;
  timeoutMs: number;
  monitor: HealthMonitor;
  logger: Logger;
}

export type ServiceProxy = ReturnType<typeof createServiceProxy>;

export function createServiceProxy({ name, target, timeoutMs, monitor, logger }: ServiceProxyOptions) {
  const agent = target.startsWith('https:') ? new https.Agent({ keepAlive: true }) : new http.Agent({ keepAlive: true });

  const onError = (err: Error, req: Request, res: Response | Socket) => {
    const code = (err as NodeJS.ErrnoException).code ?? 'UNKNOWN';
    logger.warn({ reqId: req.headers['x-request-id'], service: name, code, err }, `proxy to ${name} failed`);
    if (!('writeHead' in res) || res.headersSent) {
      res.destroy();
      return;
    }
    if (code === TIMEOUT_CODE) {
      res.status(504).json({ message: timeoutMessage(name) });
      return;
    }
    if (connectionErrors.has(code)) monitor.markDown(name, code);
    sendUnavailable(res, name);
  };

  const middleware = createProxyMiddleware<Request, Response>({
    target,
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
      error: onError,
    },
  });

  return { middleware, close: () => agent.destroy() };
}
