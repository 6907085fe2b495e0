import express, { type ErrorRequestHandler } from 'express';
import { createLogger, httpMetrics, invalidateOnWrites, signIdentity, traceIdHeader, type Logger } from '@wsms/service-kit';
import type { GatewayConfig } from './config';
import { docsRoutes } from './docs/docs-routes';
import { createHealthMonitor } from './health/health-monitor';
import { healthRoutes } from './health/health-routes';
import { createSessionLookup } from './identity/session-lookup';
import { requestLogger } from './logging/request-logger';
import { refusePublicMetrics } from './metrics/public-metrics';
import { gatewayRouteLabel } from './metrics/route-label';
import { apiProxy } from './proxy/api-proxy';
import { createResponseCache } from './proxy/response-cache';
import { createServiceProxy } from './proxy/service-proxy';
import { skipTelemetry } from './proxy/skip-telemetry';
import { serviceNames, type ServiceName } from './routes/service-names';
import { createContextTokens } from './security/context-tokens';
import { rememberClient, requestContext } from './security/request-context';
import { gatewaySecurityHeaders } from './security/security-headers';
import { sameOriginWrites } from './security/same-origin-writes';
import { stripUntrustedHeaders } from './security/strip-untrusted-headers';
import { staticRoutes } from './static/static-routes';
import { systemRoutes } from './system/system-routes';

/** Each service's instances, in the order configured. */
export const serviceUrls = (config: GatewayConfig): Record<ServiceName, readonly string[]> => ({
  auth: config.AUTH_URL,
  catalog: config.CATALOG_URL,
  booking: config.BOOKING_URL,
  content: config.CONTENT_URL,
});

const errorHandler =
  (logger: Logger): ErrorRequestHandler =>
  (err, req, res, _next) => {
    logger.error({ reqId: req.headers['x-request-id'], err }, 'unhandled gateway error');
    if (res.headersSent) return void res.destroy();
    const status = (err as { status?: number }).status ?? 500;
    const message = status >= 500 ? 'Internal server error' : 'Bad request';
    if (req.path.startsWith('/api/')) res.status(status).json({ message });
    else res.status(status).type('text/plain').send(message);
  };

/** Builds the gateway; health polling starts at once. `ready` resolves after the first round of polls. */
export function createGateway(config: GatewayConfig, logger: Logger = createLogger('gateway', config.LOG_LEVEL)) {
  const urls = serviceUrls(config);
  const monitor = createHealthMonitor({ urls, intervalMs: config.HEALTH_INTERVAL_MS, logger });
  const responseCache = createResponseCache({ maxLifetimeMs: config.RESPONSE_CACHE_MS });
  const proxies = Object.fromEntries(
    serviceNames.map((name) => [
      name,
      createServiceProxy({ name, targets: urls[name], timeoutMs: config.PROXY_TIMEOUT_MS, monitor, logger, responseCache }),
    ]),
  ) as Record<ServiceName, ReturnType<typeof createServiceProxy>>;
  const lookupSession = createSessionLookup(
    { pickAuthUrl: () => monitor.pick('auth'), internalSecret: config.INTERNAL_SECRET, cacheMs: config.SESSION_CACHE_MS, logger },
    // x-identity lives 60 s; it is reused only as long as the session answer (at most 30 s).
    (identity) => signIdentity(identity, config.IDENTITY_PRIVATE_KEY, 60),
  );

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUSTED_PROXIES.length > 0 ? config.TRUSTED_PROXIES : false);
  app.use(rememberClient, stripUntrustedHeaders, requestContext, traceIdHeader, requestLogger(logger));
  // Counted here, served on the internal metrics port only (main.ts): the public GET /metrics is a 404.
  app.use(httpMetrics({ service: 'gateway', routeOf: gatewayRouteLabel }));
  app.use(gatewaySecurityHeaders);
  app.use(healthRoutes(monitor), docsRoutes());
  // Every write that reaches a service empties the response cache (as it starts and as it ends); a vitals report is no write.
  app.use('/api', sameOriginWrites(config.PUBLIC_ORIGINS), skipTelemetry(invalidateOnWrites(responseCache)));
  // The System tab's figures: answered here, the one place that knows every instance.
  const system = systemRoutes({ urls, monitor, lookupSession, internalSecret: config.INTERNAL_SECRET, logger });
  app.use(system.router);
  app.use(apiProxy({ proxies, monitor, lookupSession, contextToken: createContextTokens(config.INTERNAL_SECRET), responseCache }));
  app.use('/api', (_req, res) => {
    res.status(404).json({ message: 'Not found' });
  });
  app.use(refusePublicMetrics());
  app.use(staticRoutes(config, logger, { pickAuthUrl: () => monitor.pick('auth') }));
  app.use((_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  app.use(errorHandler(logger));

  const ready = monitor.start();
  const close = () => {
    monitor.stop();
    system.stop();
    for (const proxy of Object.values(proxies)) proxy.close();
  };
  return { app, monitor, ready, close, logger };
}
export type Gateway = ReturnType<typeof createGateway>;
