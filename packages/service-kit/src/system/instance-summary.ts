import type { HistogramCounts, InstanceSummary, SystemFigures } from '@wsms/contracts/system';
import { histogramCounts, metricValues, subtractCounts } from './histogram-counts';

/** Requests that are not the site's traffic: health polls and the System tab's own questions. */
export const PROBE_ROUTES: ReadonlySet<string> = new Set(['/healthz', '/readyz', '/api/health', '/internal/system/summary']);
/** The figures cover about this long (shorter while the instance is younger). */
export const SUMMARY_WINDOW_MS = 60_000;
const SAMPLE_EVERY_MS = 10_000;

interface Totals {
  at: number;
  requests: number;
  errors: number;
  latency: HistogramCounts;
}

/** Which version this process runs: APP_VERSION when the deployment sets it, else npm's package version. */
export const runningVersion = () => process.env.APP_VERSION ?? process.env.npm_package_version ?? 'unknown';

export interface InstanceSummaryOptions {
  /** The `service` label of this process's http metrics. */
  service: string;
  /** The service's own figures (outbox, feed lag, vitals, last backup), if it has any. */
  figures?: () => Promise<SystemFigures>;
  now?: () => number;
  startedAt?: number;
}

/**
 * This instance's recent figures from its own http metrics. The counters only ever grow, so it keeps
 * a few of its own snapshots in memory (one every 10 s, the last minute's) and answers the difference
 * between now and the oldest: its own figure, which no other instance needs.
 */
export function createInstanceSummary({ service, figures, now = Date.now, startedAt = now() }: InstanceSummaryOptions) {
  const ours = (labels: Record<string, string | number | undefined>) => labels.service === service && !PROBE_ROUTES.has(String(labels.route));
  const totals = async (): Promise<Totals> => {
    const [requests, errors, latency] = await Promise.all([
      metricValues('http_requests_total', ours),
      metricValues('http_requests_total', (labels) => ours(labels) && labels.status_class === '5xx'),
      histogramCounts('http_request_duration_seconds', ours),
    ]);
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    return { at: now(), requests: sum(requests), errors: sum(errors), latency };
  };
  // Before any request the counters are nothing: the first window starts at the start.
  const samples: Totals[] = [{ at: startedAt, requests: 0, errors: 0, latency: { buckets: [], count: 0 } }];
  let timer: NodeJS.Timeout | undefined;

  const sample = async () => {
    const current = await totals();
    samples.push(current);
    // Keep the newest sample at least a window old, and nothing older.
    while (samples.length > 1 && samples[1]!.at <= current.at - SUMMARY_WINDOW_MS) samples.shift();
    return current;
  };

  return {
    start() {
      timer ??= setInterval(() => void sample().catch(() => undefined), SAMPLE_EVERY_MS).unref();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
    async summary(): Promise<InstanceSummary> {
      const current = await totals();
      const from = [...samples].reverse().find((s) => s.at <= current.at - SUMMARY_WINDOW_MS) ?? samples[0]!;
      return {
        service,
        version: runningVersion(),
        uptimeS: Math.max(0, Math.round((current.at - startedAt) / 1000)),
        windowS: Math.max(0, (current.at - from.at) / 1000),
        requests: Math.max(0, current.requests - from.requests),
        errors: Math.max(0, current.errors - from.errors),
        latency: subtractCounts(current.latency, from.latency),
        figures: figures ? await figures() : {},
      };
    },
    /** Takes a snapshot now (the timer does it every 10 s). */
    sample,
  };
}
export type InstanceSummaryTracker = ReturnType<typeof createInstanceSummary>;
