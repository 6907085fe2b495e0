import type { Request, RequestHandler } from 'express';
import type { Connection } from 'mongoose';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { TooManyRequestsError } from '../app-error';
import { clientAddress } from '../request-context';
import { addressLimitKey } from './address-key';
import { MongoSeatLimiter } from './mongo-seat-limiter';

export interface RateLimitSettings {
  /** Names the counter; two limiters with one name share counts. */
  name: string;
  points: number;
  durationSeconds: number;
}

export type RateLimiter = MongoSeatLimiter;

/** A limiter whose counts live in the service's database, so every instance shares them. */
export const createRateLimiter = (db: Connection, { name, points, durationSeconds }: RateLimitSettings): RateLimiter =>
  new MongoSeatLimiter(db, { keyPrefix: name, points, duration: durationSeconds });

export const retryAfterSeconds = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

/** Counts one point for `key`; throws a 429 TooManyRequestsError (with Retry-After) when the limit is reached. */
export async function consumeOrThrow(limiter: RateLimiter, key: string, message: string, points = 1): Promise<RateLimiterRes> {
  try {
    return await limiter.consume(key, points);
  } catch (err) {
    if (err instanceof RateLimiterRes) throw new TooManyRequestsError(message, retryAfterSeconds(err));
    throw err;
  }
}

/** The key per-address limits count this request's client under (an IPv6 client by its /64). */
export const clientLimitKey = (req: Request) => addressLimitKey(clientAddress(req));

/** Middleware: one point per request, keyed by the client's address (limit key) unless told otherwise. */
export function rateLimit(
  limiter: RateLimiter,
  message: string,
  keyOf: (req: Request) => string = clientLimitKey,
): RequestHandler {
  return async (req, _res, next) => {
    await consumeOrThrow(limiter, keyOf(req), message);
    next();
  };
}
