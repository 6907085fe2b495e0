import type { Logger } from '@wsms/service-kit';
import { serviceNames, type ServiceName } from '../routes/service-names';

export interface ServiceHealth {
  status: 'up' | 'down';
  latencyMs: number | null;
}

interface MonitorOptions {
  urls: Record<ServiceName, string>;
  intervalMs: number;
  timeoutMs?: number;
  logger: Logger;
}

interface State {
  /** null until the first poll answers: requests are still tried, /api/health says down. */
  up: boolean | null;
  latencyMs: number | null;
}

export type HealthMonitor = ReturnType<typeof createHealthMonitor>;

/** Polls every service's /readyz so a stopped or frozen service is refused fast instead of timing out. */
export function createHealthMonitor({ urls, intervalMs, timeoutMs = 800, logger }: MonitorOptions) {
  const states = Object.fromEntries(serviceNames.map((name) => [name, { up: null, latencyMs: null }])) as Record<
    ServiceName,
    State
  >;
  const timers = new Set<NodeJS.Timeout>();
  let running = false;
  let stopping = new AbortController();

  const setUp = (name: ServiceName, up: boolean, reason?: string) => {
    if (states[name].up !== up) logger[up ? 'info' : 'warn']({ service: name, reason }, `${name} is ${up ? 'up' : 'down'}`);
    states[name].up = up;
  };

  const poll = async (name: ServiceName) => {
    const started = performance.now();
    try {
      const res = await fetch(`${urls[name]}/readyz`, { signal: AbortSignal.any([AbortSignal.timeout(timeoutMs), stopping.signal]) });
      await res.body?.cancel();
      states[name].latencyMs = Math.round(performance.now() - started);
      setUp(name, res.ok, res.ok ? undefined : `readyz answered ${res.status}`);
    } catch (error) {
      states[name].latencyMs = null;
      setUp(name, false, error instanceof Error ? error.message : String(error));
    }
  };

  const loop = async (name: ServiceName) => {
    const started = Date.now();
    await poll(name);
    if (!running) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      void loop(name);
    }, Math.max(0, intervalMs - (Date.now() - started)));
    timers.add(timer);
  };

  return {
    /** Starts polling; resolves once every service has been polled once. */
    start: () => {
      running = true;
      stopping = new AbortController();
      return Promise.all(serviceNames.map((name) => loop(name))).then(() => undefined);
    },
    stop: () => {
      running = false;
      stopping.abort();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
    isAvailable: (name: ServiceName) => states[name].up !== false,
    markDown: (name: ServiceName, reason: string) => setUp(name, false, reason),
    snapshot: (): Record<ServiceName, ServiceHealth> =>
      Object.fromEntries(
        serviceNames.map((name) => [name, { status: states[name].up ? 'up' : 'down', latencyMs: states[name].latencyMs }]),
      ) as Record<ServiceName, ServiceHealth>,
  };
}
