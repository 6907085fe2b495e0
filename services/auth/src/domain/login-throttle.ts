import type { Connection } from 'mongoose';
import { authMessages } from '@wsms/contracts';
import { consumeOrThrow, createRateLimiter } from '@wsms/service-kit';

export interface LoginThrottleOptions {
  maxPerPair: number;
  maxPerIp: number;
  slowdownAfter: number;
  slowdownMaxMs: number;
  windowSeconds: number;
  sleep?: (ms: number) => Promise<void>;
}

const BASE_DELAY_MS = 250;
// The username counter only needs to reach the failure that hits the cap (2^16 x 250 ms is far past any cap).
const USERNAME_COUNT_HEADROOM = 16;

/** Growing, capped delay for a username that many addresses keep failing: slower, never locked out. */
export const slowdownMs = (failures: number, after: number, maxMs: number) =>
  failures < after ? 0 : Math.min(maxMs, BASE_DELAY_MS * 2 ** (failures - after));

/**
 * Limits that cannot be turned into a lockout: failures are throttled per (username, address) and per
 * address (429); per username across all addresses they only slow down. Counts live in MongoDB, so
 * every instance of the service shares them. An attempt is counted before the password is checked, so
 * parallel guesses cannot overshoot; a success or a database failure gives the point back.
 */
export function createLoginThrottle(db: Connection, options: LoginThrottleOptions) {
  const durationSeconds = options.windowSeconds;
  const pairs = createRateLimiter(db, { name: 'login-pair', points: options.maxPerPair, durationSeconds });
  const addresses = createRateLimiter(db, { name: 'login-ip', points: options.maxPerIp, durationSeconds });
  const usernames = createRateLimiter(db, {
    name: 'login-username',
    points: options.slowdownAfter + USERNAME_COUNT_HEADROOM,
    durationSeconds,
  });
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const pairKey = (username: string, ip: string) => `${username}|${ip}`;

  return {
    /** Throws 429 for a throttled pair or address; otherwise waits the username's slow-down, if any. */
    async reserve(username: string, ip: string): Promise<void> {
      // The address first, then the pair: a racer holding a pair point is never refused afterwards, so
      // parallel guesses from one address get exactly the pair's limit checked (taken in parallel, the
      // winners of one limiter lost the other and gave their point back after rivals had given up).
      const recent = usernames.get(username);
      recent.catch(() => undefined);
      await consumeOrThrow(addresses, ip, authMessages.tooManyLogins);
      try {
        await consumeOrThrow(pairs, pairKey(username, ip), authMessages.tooManyLogins);
      } catch (err) {
        // Give back the address point, so a refused attempt costs nothing it did not use.
        await addresses.reward(ip, 1);
        throw err;
      }
      const seen = await recent.then(
        (res) => ({ ok: true as const, res }),
        (err: unknown) => ({ ok: false as const, err }),
      );
      if (!seen.ok) {
        await Promise.all([pairs.reward(pairKey(username, ip), 1), addresses.reward(ip, 1)]);
        throw seen.err;
      }
      const failures = seen.res?.consumedPoints ?? 0;
      const delay = slowdownMs(failures, options.slowdownAfter, options.slowdownMaxMs);
      if (delay > 0) await sleep(delay);
    },
    async failed(username: string): Promise<void> {
      await usernames.penalty(username, 1);
    },
    async succeeded(username: string, ip: string): Promise<void> {
      await Promise.all([pairs.delete(pairKey(username, ip)), addresses.reward(ip, 1)]);
    },
    /** The attempt did not get as far as checking the password. */
    async release(username: string, ip: string): Promise<void> {
      await Promise.all([pairs.reward(pairKey(username, ip), 1), addresses.reward(ip, 1)]);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
