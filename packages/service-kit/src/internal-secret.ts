import type { RequestHandler } from 'express';
import { createHash, timingSafeEqual } from 'node:crypto';
import { forbidden } from './app-error';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Service-to-service calls only: the gateway never forwards /internal, and callers prove the shared secret. */
export function requireInternalSecret(secret: string): RequestHandler {
  const expected = digest(secret);
  return (req, _res, next) => {
    const given = req.headers['x-internal-secret'];
    if (typeof given !== 'string' || !timingSafeEqual(digest(given), expected)) throw forbidden();
    next();
  };
}
