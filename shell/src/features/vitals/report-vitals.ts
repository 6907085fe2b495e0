import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';
import { reportVital } from '@wsms/api-client/telemetry';
import type { VitalReport } from '@wsms/contracts/telemetry';
import { routeAt, routeVisits } from './route-history';

/** The report of one final figure, named by the route template shown when it happened (its first entry's time). */
export function vitalReport(metric: Pick<Metric, 'name' | 'value' | 'entries'>, visits = routeVisits()): VitalReport | null {
  if (metric.name !== 'LCP' && metric.name !== 'INP' && metric.name !== 'CLS') return null;
  const route = routeAt(visits, metric.entries[0]?.startTime ?? 0);
  if (!route || !route.startsWith('/')) return null;
  return { name: metric.name, value: Math.max(0, metric.value), route };
}

/** Sent with keepalive (it still goes as the page is hidden or left); a lost report is only a lost sample. */
function send(metric: Metric) {
  const report = vitalReport(metric);
  if (report) reportVital(report).catch(() => undefined);
}

/** Starts web-vitals: each figure is sent once, when final (LCP at the first input or hide; INP and CLS when the page is hidden). */
export function reportVitals() {
  onLCP(send);
  onINP(send);
  onCLS(send);
}
