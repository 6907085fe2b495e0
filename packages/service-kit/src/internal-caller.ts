import type { RequestHandler } from 'express';
import { createHash, timingSafeEqual } from 'node:crypto';
import { INTERNAL_SECRET_HEADER } from '@wsms/contracts/api';
import { forbidden } from './app-error';

export { INTERNAL_SECRET_HEADER };

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** True when the caller sent the shared internal secret (another service, or the gateway). */
      internalCaller?: boolean;
    }
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Marks callers holding the internal secret; hashing first keeps the comparison constant-time for any length. */
export function readInternalCaller(secret: string): RequestHandler {
  const expected = digest(secret);
  return (req, _res, next) => {
    const given = req.headers[INTERNAL_SECRET_HEADER];
    req.internalCaller = typeof given === 'string' && timingSafeEqual(digest(given), expected);
    next();
  };
}

/** Every /internal path, known or not, is closed to callers without the secret. */
export const requireInternalCaller: RequestHandler = (req, _res, next) => {
  if (!req.internalCaller) throw forbidden();
  next();
};
