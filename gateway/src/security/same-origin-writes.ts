import type { RequestHandler } from 'express';
import { ownOrigin } from './request-context';

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const normalise = (origin: string) => (URL.canParse(origin) ? new URL(origin).origin : origin).toLowerCase();

/**
 * Refuses state-changing API calls from another origin. Requests without Origin (curl, payment
 * webhooks) pass unless the browser says they are cross-site.
 */
export function sameOriginWrites(publicOrigins: readonly string[]): RequestHandler {
  const allowed = new Set(publicOrigins.map(normalise));
  return (req, res, next) => {
    if (!writeMethods.has(req.method)) return next();
    const origin = req.headers.origin;
    const refused =
      origin !== undefined
        ? normalise(origin) !== normalise(ownOrigin(req)) && !allowed.has(normalise(origin))
        : req.headers['sec-fetch-site'] === 'cross-site';
    if (!refused) return next();
    res.status(403).json({ message: 'Cross-origin request refused' });
  };
}
