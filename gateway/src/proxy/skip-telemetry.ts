import type { RequestHandler } from 'express';

/** Under `/api`: the browsers' reports of what they measured (POST /api/telemetry/vitals). */
const TELEMETRY_PREFIX = '/telemetry/';

/**
 * Runs `handler` for every API request but a telemetry report: such a POST changes no answer the
 * response cache holds, and every visit sends some, so it must not empty the cache as a write does.
 */
export const skipTelemetry =
  (handler: RequestHandler): RequestHandler =>
  (req, res, next) =>
    req.path.startsWith(TELEMETRY_PREFIX) ? next() : handler(req, res, next);
