import type { Request, RequestHandler } from 'express';
import { collectDefaultMetrics, Counter, Histogram, register } from 'prom-client';

const labelNames = ['service', 'route', 'method', 'status_class'] as const;

/** One per process (prom-client's default registry): every module that makes a metric is served by the one /metrics. */
const requests = new Counter({ name: 'http_requests_total', help: 'HTTP requests answered, by route template and status class', labelNames });
const duration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by route template and status class',
  labelNames,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});

let defaultsFor: string | null = null;
/** Process metrics (CPU, memory, event loop, GC) labelled with the service; once per process. */
export function collectProcessMetrics(service: string) {
  if (defaultsFor) return;
  defaultsFor = service;
  collectDefaultMetrics({ labels: { service } });
}

const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

/** The Express route template that answered (`/api/bookings/:id`), never the raw URL; 'unmatched' when none did. */
export function expressRouteTemplate(req: Request): string | null {
  const path: unknown = req.route?.path;
  if (typeof path !== 'string') return null;
  return `${req.baseUrl}${path}` || '/';
}

export interface HttpMetricsOptions {
  service: string;
  /** The template when no Express route answered (a proxy's table, a static file); default 'unmatched'. */
  routeOf?: (req: Request) => string | null;
}

/** Counts every request and times it, labelled by route template, method and status class (1xx..5xx). */
export function httpMetrics({ service, routeOf }: HttpMetricsOptions): RequestHandler {
  collectProcessMetrics(service);
  return (req, res, next) => {
    const stop = duration.startTimer();
    res.once('finish', () => {
      const labels = {
        service,
        route: expressRouteTemplate(req) ?? routeOf?.(req) ?? 'unmatched',
        method: req.method,
        status_class: statusClass(res.statusCode),
      };
      requests.inc(labels);
      stop(labels);
    });
    next();
  };
}

export { register as metricsRegistry };
