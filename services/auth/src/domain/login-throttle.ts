interface Counter {
  count: number;
  resetAt: number;
}

export interface LoginThrottleOptions {
  maxPerIp: number;
  maxPerUsername: number;
  windowMs: number;
  now?: () => number;
}

const SWEEP_THRESHOLD = 10_000;

/**
 * In-memory, per process, fixed window counters of failed logins per client IP and per username.
 * An attempt is counted before the password is checked, so parallel guesses cannot overshoot the limit;
 * a success gives the IP its count back and clears the username.
 */
export function createLoginThrottle({ maxPerIp, maxPerUsername, windowMs, now = Date.now }: LoginThrottleOptions) {
  const counters = new Map<string, Counter>();
  const ipKey = (ip: string) => `ip:${ip}`;
  const userKey = (username: string) => `user:${username.trim().toLowerCase()}`;

  const live = (key: string, at: number) => {
    const counter = counters.get(key);
    if (counter && counter.resetAt <= at) counters.delete(key);
    return counter && counter.resetAt > at ? counter : undefined;
  };

  const sweep = (at: number) => {
    if (counters.size < SWEEP_THRESHOLD) return;
    for (const [key, counter] of counters) if (counter.resetAt <= at) counters.delete(key);
  };

  const bump = (key: string, at: number, delta: number) => {
    const counter = live(key, at) ?? { count: 0, resetAt: at + windowMs };
    counter.count = Math.max(0, counter.count + delta);
    if (counter.count === 0) counters.delete(key);
    else counters.set(key, counter);
  };

  return {
    /** Seconds to wait when either limit is reached; otherwise counts the attempt and returns null. */
    reserve(ip: string, username: string): number | null {
      const at = now();
      sweep(at);
      const blocked = [
        [ipKey(ip), maxPerIp],
        [userKey(username), maxPerUsername],
      ] as const;
      for (const [key, max] of blocked) {
        const counter = live(key, at);
        if (counter && counter.count >= max) return Math.max(1, Math.ceil((counter.resetAt - at) / 1000));
      }
      bump(ipKey(ip), at, 1);
      bump(userKey(username), at, 1);
      return null;
    },
    succeeded(ip: string, username: string) {
      bump(ipKey(ip), now(), -1);
      counters.delete(userKey(username));
    },
    /** The attempt did not get as far as checking the password (e.g. the database failed). */
    release(ip: string, username: string) {
      const at = now();
      bump(ipKey(ip), at, -1);
      bump(userKey(username), at, -1);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
