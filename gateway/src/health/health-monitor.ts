import type { Logger } from '@wsms/service-kit';
import { serviceNames, type ServiceName } from '../routes/service-names';

export interface InstanceHealth {
  url: string;
  status: 'up' | 'down';
  latencyMs: number | null;
}

export interface ServiceHealth {
  status: 'up' | 'down';
  latencyMs: number | null;
  /** Present when a service runs as several instances: each one's own state. */
  instances?: InstanceHealth[];
}

interface MonitorOptions {
  urls: Record<ServiceName, readonly string[]>;
  intervalMs: number;
  timeoutMs?: number;
  logger: Logger;
  /** Called after each poll's outcome is recorded (tests wait on it instead of on the clock). */
  onPolled?: (name: ServiceName, url: string) => void;
}

interface State {
  url: string;
  /** null until the first poll answers: requests are still tried, /api/health says down. */
  up: boolean | null;
  latencyMs: number | null;
  /** Polls in a row that were slow or answered not ready. */
  misses: number;
}

/**
 * A poll that times out or answers not ready counts as down only when the next one does too: one slow
 * answer under a burst of traffic is a busy instance, not a dead one (refusing it then turned a race
 * of 200 checkouts into 503s). A refused connection is down at once.
 */
const MISSES_TO_MARK_DOWN = 2;

/** Errors meaning an instance could not be reached at all (a proxied request or a poll): it is down at once. */
export const connectionErrors = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT']);
const isRefused = (error: unknown) => connectionErrors.has(String((error as { cause?: { code?: string } } | null)?.cause?.code));

export type HealthMonitor = ReturnType<typeof createHealthMonitor>;

/**
 * Polls every instance's /readyz so a stopped or frozen instance is refused fast instead of timing
 * out (a stopped one at its first refused poll, a frozen or unready one at its second missed poll in
 * a row), and hands out the healthy instances of a service in turn (round robin).
 */
export function createHealthMonitor({ urls, intervalMs, timeoutMs = 800, logger, onPolled }: MonitorOptions) {
  const states = Object.fromEntries(
    serviceNames.map((name) => [name, urls[name].map((url): State => ({ url, up: null, latencyMs: null, misses: 0 }))]),
  ) as Record<ServiceName, State[]>;
  const turns = Object.fromEntries(serviceNames.map((name) => [name, 0])) as Record<ServiceName, number>;
  const timers = new Set<NodeJS.Timeout>();
  let running = false;
  let stopping = new AbortController();

  const setUp = (name: ServiceName, state: State, up: boolean, reason?: string) => {
    if (state.up !== up) {
      const label = states[name].length > 1 ? `${name} (${state.url})` : name;
      logger[up ? 'info' : 'warn']({ service: name, url: state.url, reason }, `${label} is ${up ? 'up' : 'down'}`);
    }
    state.up = up;
  };

  const missed = (name: ServiceName, state: State, reason: string, refused: boolean) => {
    state.misses += 1;
    if (refused || state.misses >= MISSES_TO_MARK_DOWN) setUp(name, state, false, reason);
  };

  const poll = async (name: ServiceName, state: State) => {
    const started = performance.now();
    try {
      // eslint-disable-next-line no-restricted-syntax -- the health probe every service answers outside the contracts.
      const res = await fetch(`${state.url}/readyz`, { signal: AbortSignal.any([AbortSignal.timeout(timeoutMs), stopping.signal]) });
      await res.body?.cancel();
      state.latencyMs = Math.round(performance.now() - started);
      if (res.ok) {
        state.misses = 0;
        setUp(name, state, true);
      } else missed(name, state, `readyz answered ${res.status}`, false);
    } catch (error) {
      if (stopping.signal.aborted) return;
      state.latencyMs = null;
      missed(name, state, error instanceof Error ? error.message : String(error), isRefused(error));
    }
  };

  const loop = async (name: ServiceName, state: State) => {
    const started = Date.now();
    await poll(name, state);
    if (!running) return;
    onPolled?.(name, state.url);
    const timer = setTimeout(() => {
      timers.delete(timer);
      void loop(name, state);
    }, Math.max(0, intervalMs - (Date.now() - started)));
    timers.add(timer);
  };

  const usable = (name: ServiceName) => states[name].filter((s) => s.up !== false);

  const summary = (name: ServiceName): ServiceHealth => {
    const all = states[name];
    const up = all.filter((s) => s.up);
    const latencies = up.map((s) => s.latencyMs).filter((ms): ms is number => ms !== null);
    const health: ServiceHealth = { status: up.length > 0 ? 'up' : 'down', latencyMs: latencies.length > 0 ? Math.min(...latencies) : null };
    if (all.length > 1) health.instances = all.map((s) => ({ url: s.url, status: s.up ? 'up' : 'down', latencyMs: s.latencyMs }));
    return health;
  };

  return {
    /** Starts polling; resolves once every instance has been polled once. */
    start: () => {
      running = true;
      stopping = new AbortController();
      return Promise.all(serviceNames.flatMap((name) => states[name].map((state) => loop(name, state)))).then(() => undefined);
    },
    stop: () => {
      running = false;
      stopping.abort();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
    isAvailable: (name: ServiceName) => usable(name).length > 0,
    /** The next instance not known to be down, in turn; null when every instance is down. */
    pick: (name: ServiceName): string | null => {
      const candidates = usable(name);
      if (candidates.length === 0) return null;
      turns[name] = (turns[name] + 1) % candidates.length;
      return candidates[turns[name]]!.url;
    },
    markDown: (name: ServiceName, url: string, reason: string) => {
      const state = states[name].find((s) => s.url === url);
      if (state) setUp(name, state, false, reason);
    },
    snapshot: (): Record<ServiceName, ServiceHealth> =>
      Object.fromEntries(serviceNames.map((name) => [name, summary(name)])) as Record<ServiceName, ServiceHealth>,
  };
}
