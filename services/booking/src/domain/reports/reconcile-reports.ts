import { addDays, businessDate, monthOf } from '@wsms/contracts';
import type { BookingRepository } from '../../data-access/shared/booking-repository';
import type { ReportFactRecord } from '../../data-access/reports/report-fact-model';
import type { ReportRepository } from '../../data-access/reports/report-repository';
import type { ReportEventRepository } from '../../data-access/reports/report-event-repository';
import type { Clock } from '../shared/clock';
import { sessionExportRow } from './export-rows';
import { bookingFacts, countsInReports } from './report-facts';
import { bookingStream } from './report-events';
import { buildDaySheet, buildRollup, refreshDaySheet, refreshRollup } from './rollups';

export interface ReconcileDeps {
  reports: ReportRepository;
  reportEvents: ReportEventRepository;
  bookings: Pick<BookingRepository, 'onDay'>;
  clock: Clock;
  changeCutoffHours: number;
}

/** The days each reconcile looks at, around today: where bookings are changed most. */
export const RECONCILE_DAYS_BEFORE = 2;
export const RECONCILE_DAYS_AFTER = 7;

/** JSON with keys in one order, so a stored document and a built one compare by content. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** A fact as it counts (the first-session mark is the client recount's, not the record's). */
const counted = (f: ReportFactRecord | null) => (f && (f.client || Object.keys(f.figures).length > 0) ? canonical({ ...f, first: false }) : '');

/**
 * One day's reconcile. Its records against their facts: every booking on the day (and every session
 * fact the day still holds) whose facts or export row differ from what the booking makes gets an event,
 * so the projector mends it in order with the booking's other changes. Its roll-up cells and day
 * sheet against the facts they are built from: a difference is rewritten at once.
 */
export async function reconcileDay(deps: ReconcileDeps, day: string) {
  const bookings = await deps.bookings.onDay(day);
  const stale = new Set<string>();
  for (const booking of bookings) {
    const expected = countsInReports(booking) ? bookingFacts(booking, deps.changeCutoffHours) : [];
    const stored = await Promise.all(expected.map((f) => deps.reports.findFact(f._id)));
    const factsDiffer = expected.some((f, i) => counted(f) !== counted(stored[i] ?? null));
    const row = countsInReports(booking) ? sessionExportRow(booking) : null;
    const storedRow = await deps.reports.findExportRow(booking.id);
    const sessionFact = countsInReports(booking) ? null : await deps.reports.findFact(`booking:${booking.id}:session`);
    if (factsDiffer || canonical(row) !== canonical(storedRow) || counted(sessionFact) !== '') stale.add(booking.id);
  }
  const onDay = new Set(bookings.map((b) => b.id));
  const buckets = new Set<string>();
  for (const kind of ['session', 'payment', 'refund', 'credit', 'waitlist']) {
    for await (const f of deps.reports.streamFacts(kind, day, day)) {
      buckets.add(f.bucket);
      // A session counted on a day its booking is no longer on (moved, or gone).
      const bookingId = kind === 'session' ? f._id.slice('booking:'.length, -':session'.length) : null;
      if (bookingId && !onDay.has(bookingId) && counted(f) !== '') stale.add(bookingId);
    }
  }
  const at = new Date();
  for (const id of stale) await deps.reportEvents.record(bookingStream(id), at, at);

  let mended = 0;
  for (const bucket of buckets) {
    const built = buildRollup(bucket, await deps.reports.factsInBucket(bucket));
    const stored = await deps.reports.findRollup(bucket);
    const cellsOf = (cells: readonly { day: string }[] | undefined) => canonical((cells ?? []).filter((c) => c.day === day));
    if (cellsOf(built.cells) !== cellsOf(stored?.cells)) {
      await refreshRollup(deps, bucket, [day]);
      mended += 1;
    }
  }
  const [sheet] = await deps.reports.daySheetsBetween(day, day);
  const builtSheet = buildDaySheet(day, await deps.reports.rollupsOfMonth(monthOf(day)));
  if (canonical(sheet?.totals ?? []) !== canonical(builtSheet.totals)) {
    await refreshDaySheet(deps, day);
    mended += 1;
  }
  return { recorded: stale.size, mended };
}

/** The reconcile pass: the days around today (business dates), each compared with its records and mended. */
export async function reconcileRecentDays(deps: ReconcileDeps) {
  const today = businessDate(deps.clock.now());
  const totals = { days: 0, recorded: 0, mended: 0 };
  for (let offset = -RECONCILE_DAYS_BEFORE; offset <= RECONCILE_DAYS_AFTER; offset += 1) {
    const result = await reconcileDay(deps, addDays(today, offset));
    totals.days += 1;
    totals.recorded += result.recorded;
    totals.mended += result.mended;
  }
  return totals;
}
