import type { RequestHandler } from 'express';
import { signIdentity, signRequestContext } from '@wsms/service-kit';
import type { HealthMonitor } from '../health/health-monitor';
import { hasSessionCookie, type SessionLookup } from '../identity/session-lookup';
import { createRouteMatcher } from '../routes/match-route';
import type { ServiceName } from '../routes/service-names';
import { clientAddressOf, requestId, visitorOriginOf } from '../security/request-context';
import { sendUnavailable } from './service-messages';
import type { ServiceProxy } from './service-proxy';

interface ApiProxyOptions {
  proxies: Record<ServiceName, ServiceProxy>;
  monitor: HealthMonitor;
  lookupSession: SessionLookup;
  internalSecret: string;
}

/** Sends each route-table path, unchanged and with its body still streaming, to its service. */
export function apiProxy({ proxies, monitor, lookupSession, internalSecret }: ApiProxyOptions): RequestHandler {
  const matchRoute = createRouteMatcher();
  return async (req, res, next) => {
    const service = matchRoute(req.path);
    if (!service) return next();
    res.locals.service = service;
    if (!monitor.isAvailable(service)) return sendUnavailable(res, service);
    res.locals.contextToken = signRequestContext({ ip: clientAddressOf(req), origin: visitorOriginOf(req) }, internalSecret, 60);
    const cookie = req.headers.cookie;
    if (service !== 'auth' && hasSessionCookie(cookie) && monitor.isAvailable('auth')) {
      const identity = await lookupSession(cookie as string, requestId(req));
      if (identity) res.locals.identityToken = signIdentity(identity, internalSecret, 60);
      if (req.socket.destroyed) return;
    }
    await proxies[service].middleware(req, res, next);
  };
}
