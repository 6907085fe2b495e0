import type { RequestHandler } from 'express';
import type { HealthMonitor } from '../health/health-monitor';
import { hasSessionCookie, type SessionLookup } from '../identity/session-lookup';
import { createRouteMatcher } from '../routes/match-route';
import type { ServiceName } from '../routes/service-names';
import { clientAddressOf, requestId } from '../security/request-context';
import { sendUnavailable } from './service-messages';
import type { ResponseCache } from './response-cache';
import type { ServiceProxy } from './service-proxy';

interface ApiProxyOptions {
  proxies: Record<ServiceName, ServiceProxy>;
  monitor: HealthMonitor;
  /** Answers the session's identity with its signed x-identity token (signed once per cached answer). */
  lookupSession: SessionLookup<string>;
  contextToken: (context: { ip: string }) => string;
  /** Anonymous public reads answered without a hop (emptied by writes: see app.ts). */
  responseCache: ResponseCache;
}

/** Sends each route-table path, unchanged and with its body still streaming, to one healthy instance of its service. */
export function apiProxy({ proxies, monitor, lookupSession, contextToken, responseCache }: ApiProxyOptions): RequestHandler {
  const matchRoute = createRouteMatcher();
  return async (req, res, next) => {
    const service = matchRoute(req.path);
    if (!service) return next();
    res.locals.service = service;
    if (monitor.isAvailable(service) && responseCache.answer(req, res, service)) return;
    const target = monitor.pick(service);
    if (!target) return sendUnavailable(res, service);
    res.locals.target = target;
    res.locals.contextToken = contextToken({ ip: clientAddressOf(req) });
    const cookie = req.headers.cookie;
    if (service !== 'auth' && hasSessionCookie(cookie) && monitor.isAvailable('auth')) {
      const session = await lookupSession(cookie as string, requestId(req));
      if (session) res.locals.identityToken = session.derived;
      if (req.socket.destroyed) return;
    }
    await proxies[service].middleware(req, res, next);
  };
}
