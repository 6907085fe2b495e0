const SWEEP_THRESHOLD = 10_000;

/**
 * In-memory, per process, sliding-window limit of contact messages per client address.
 * Each instance keeps its own counts (the limit multiplies with replicas; a shared store would be needed for an exact cap).
 */
export function createRateLimiter({ max, windowMs, now = Date.now }: { max: number; windowMs: number; now?: () => number }) {
  const hits = new Map<string, number[]>();

  const recent = (key: string, at: number) => (hits.get(key) ?? []).filter((t) => t > at - windowMs);

  const sweep = (at: number) => {
    if (hits.size < SWEEP_THRESHOLD) return;
    for (const key of hits.keys()) {
      const left = recent(key, at);
      if (left.length === 0) hits.delete(key);
      else hits.set(key, left);
    }
  };

  return {
    /** Counts an attempt; returns the seconds to wait when the limit is already reached, else null. */
    take(key: string): number | null {
      const at = now();
      sweep(at);
      const times = recent(key, at);
      if (times.length >= max) {
        hits.set(key, times);
        return Math.max(1, Math.ceil((times[0]! + windowMs - at) / 1000));
      }
      times.push(at);
      hits.set(key, times);
      return null;
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
