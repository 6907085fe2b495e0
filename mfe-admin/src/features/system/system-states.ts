import type { AdminSystem, ServiceStatus } from '@wsms/contracts/system';

export type SystemState = 'ok' | 'warning' | 'failing' | 'unknown';

/** Every threshold of the System tab, in one place (vitals: Google's Core Web Vitals "good" and "poor" bounds). */
export const thresholds = {
  errorRate: { warning: 0.01, failing: 0.05 },
  p95Ms: { warning: 500, failing: 2000 },
  outboxOldestS: { warning: 5 * 60, failing: 15 * 60 },
  feedLagS: { warning: 60, failing: 300 },
  lcpMs: { warning: 2500, failing: 4000 },
  inpMs: { warning: 200, failing: 500 },
  cls: { warning: 0.1, failing: 0.25 },
  /** A backup is overdue (failing) once older than this many times its schedule. */
  backupOverdueFactor: 2,
} as const;

export const stateLabels: Record<SystemState, string> = { ok: 'OK', warning: 'Warning', failing: 'Failing', unknown: 'No data' };

const order: SystemState[] = ['unknown', 'ok', 'warning', 'failing'];
/** The worse of several states (no data counts least). */
export const worst = (...states: SystemState[]): SystemState => states.reduce((a, b) => (order.indexOf(b) > order.indexOf(a) ? b : a), 'unknown');

/** Above the warning bound warning, above the failing bound failing; no figure is no data. */
export const byBounds = (value: number | null, { warning, failing }: { warning: number; failing: number }): SystemState =>
  value === null ? 'unknown' : value > failing ? 'failing' : value > warning ? 'warning' : 'ok';

/** A service: failing when none of its instances is up, warning when some is down; then its error rate and p95. */
export function serviceState(service: ServiceStatus): SystemState {
  const up = service.instances.filter((i) => i.up).length;
  if (up === 0) return 'failing';
  const instances: SystemState = up < service.instances.length ? 'warning' : 'ok';
  return worst(instances, byBounds(service.errorRate, thresholds.errorRate), byBounds(service.p95Ms, thresholds.p95Ms));
}

export const outboxState = (outbox: AdminSystem['outbox']): SystemState => (outbox ? byBounds(outbox.oldestAgeS, thresholds.outboxOldestS) : 'failing');

/** Booking answers the lag; no booking instance answering is failing (nothing is known to be moving). */
export const feedLagState = (feedLagS: number | null): SystemState => (feedLagS === null ? 'failing' : byBounds(feedLagS, thresholds.feedLagS));

/** A failed last backup, or one older than twice the schedule, is failing; a stack taking none has no data. */
export function backupState(backups: AdminSystem['backups'], now: Date): SystemState {
  if (!backups) return 'failing';
  const { last, everyHours } = backups;
  if (!last) return everyHours === null ? 'unknown' : 'failing';
  if (!last.ok) return 'failing';
  if (everyHours === null) return 'ok';
  const ageHours = (now.getTime() - Date.parse(last.at)) / 3_600_000;
  return ageHours > thresholds.backupOverdueFactor * everyHours ? 'failing' : 'ok';
}
