import { Router } from 'express';
import { telemetryMessages } from '@wsms/contracts';
import { contentApi } from '@wsms/contracts/api';
import { rateLimit, route, type RateLimiter } from '@wsms/service-kit';
import type { webVitalsRecorder } from '../../domain/telemetry/web-vitals-histograms';

export function telemetryRoutes(deps: { vitals: ReturnType<typeof webVitalsRecorder>; limiter: RateLimiter }) {
  const router = Router();
  // Counted before validation, so malformed floods are limited too.
  route(router, contentApi.reportVital, ({ body }) => deps.vitals.record(body), {
    before: [rateLimit(deps.limiter, telemetryMessages.tooMany)],
  });
  return router;
}
