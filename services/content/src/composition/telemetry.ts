import type { Connection } from 'mongoose';
import { createRateLimiter } from '@wsms/service-kit';
import type { Config } from '../config';
import { webVitalsRecorder } from '../domain/telemetry/web-vitals-histograms';
import { telemetryRoutes } from '../entry-points/api/telemetry.routes';

/** Real visitors' Core Web Vitals (POST /api/telemetry/vitals), mounted by app.ts. */
export function telemetryArea(db: Connection, config: Config) {
  return telemetryRoutes({
    vitals: webVitalsRecorder(),
    limiter: createRateLimiter(db, { name: 'vitals-ip', points: config.VITALS_RATE_LIMIT_PER_MINUTE, durationSeconds: 60 }),
  });
}
