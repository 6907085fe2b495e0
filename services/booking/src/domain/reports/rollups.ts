import { createHash } from 'node:crypto';
import { monthOf } from '@wsms/contracts';
import type { StoredBooking } from '../../data-access/shared/booking-repository';
import { reportFigureNames, type Figures, type ReportFactRecord } from '../../data-access/reports/report-fact-model';
import type { ReportRepository } from '../../data-access/reports/report-repository';
import type { DaySheetRecord, MonthSheetRecord, MonthTotalRecord } from '../../data-access/reports/report-month-model';
import type { RollupCell, RollupRecord } from '../../data-access/reports/report-rollup-model';
import type { CreditRecord, CreditReturnRecord, RedemptionRecord } from '../../data-access/credits/credit-model';
import type { WaitlistEventRecord } from '../../data-access/waitlist/waitlist-model';
import type { ExportRowRecord } from '../../data-access/reports/report-export-row-model';
import { buildExportDay, exportRowDay, sessionExportRow } from './export-rows';
import { bookingFacts, creditEventsOf, creditFact, waitlistEventOf, waitlistFact } from './report-facts';

export interface RollupDeps {
  reports: ReportRepository;
  /** Clients may cancel until this many hours before a session; later is a late cancel. */
  changeCutoffHours: number;
}

export function addFigures(into: Figures, more: Figures) {
  for (const name of reportFigureNames) {
    const value = more[name];
    if (value) into[name] = (into[name] ?? 0) + value;
  }
}

/**
 * A client as the roll-ups count them: 48 bits of the SHA-256 of their e-mail (8 characters), so a
 * year of client sets stays small to read; two of ten thousand clients share a key about once in
 * three million histories.
 */
export const CLIENT_KEY_LENGTH = 8;
export const clientKey = (email: string) => createHash('sha256').update(email).digest('base64url').slice(0, CLIENT_KEY_LENGTH);
export const splitKeys = (keys: string) => Array.from({ length: keys.length / CLIENT_KEY_LENGTH }, (_, i) => keys.slice(i * CLIENT_KEY_LENGTH, (i + 1) * CLIENT_KEY_LENGTH));

/** A month's roll-up of one instructor, made from its facts alone (the same facts give the same document). */
export function buildRollup(bucket: string, facts: readonly ReportFactRecord[]): RollupRecord {
  const [month = '', instructorId = ''] = bucket.split('|');
  const cells = new Map<string, Omit<RollupCell, 'clients' | 'newClients'> & { clientSet: Set<string>; newSet: Set<string> }>();
  let instructorName = '';
  for (const f of [...facts].sort((a, b) => (a._id < b._id ? -1 : 1))) {
    if (f.instructorName) instructorName = f.instructorName;
    const key = `${f.day}|${f.location}`;
    let cell = cells.get(key);
    if (!cell) {
      cell = { day: f.day, location: f.location, figures: {}, clientSet: new Set(), newSet: new Set() };
      cells.set(key, cell);
    }
    addFigures(cell.figures, f.figures);
    if (f.client) {
      const key = clientKey(f.client);
      cell.clientSet.add(key);
      if (f.first) cell.newSet.add(key);
    }
  }
  const sorted = [...cells.values()]
    .filter((c) => Object.keys(c.figures).length > 0 || c.clientSet.size > 0)
    .sort((a, b) => (a.day === b.day ? (a.location < b.location ? -1 : 1) : a.day < b.day ? -1 : 1))
    .map(({ clientSet, newSet, ...cell }): RollupCell => ({ ...cell, clients: [...clientSet].sort().join(''), newClients: [...newSet].sort().join('') }));
  return { _id: bucket, month, instructorId, instructorName, cells: sorted };
}

/** The roll-up added up per location: what a report reads for a whole month. */
export function buildMonthTotal(rollup: RollupRecord): MonthTotalRecord {
  const places = new Map<string, { figures: Figures; clients: Set<string>; newClients: Set<string> }>();
  for (const cell of rollup.cells) {
    let place = places.get(cell.location);
    if (!place) places.set(cell.location, (place = { figures: {}, clients: new Set(), newClients: new Set() }));
    addFigures(place.figures, cell.figures);
    for (const key of splitKeys(cell.clients)) place.clients.add(key);
    for (const key of splitKeys(cell.newClients)) place.newClients.add(key);
  }
  return {
    _id: rollup._id,
    month: rollup.month,
    instructorId: rollup.instructorId,
    instructorName: rollup.instructorName,
    places: [...places]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([location, p]) => ({ location, figures: p.figures, clients: [...p.clients].sort().join(''), newClients: [...p.newClients].sort().join('') })),
  };
}

/** Writes a roll-up and its month total (the total after, so a total never runs ahead of its days). */
export async function putRollup(deps: Pick<RollupDeps, 'reports'>, rollup: RollupRecord) {
  await deps.reports.putRollup(rollup);
  await deps.reports.putMonthTotal(buildMonthTotal(rollup));
}

/** A month's sheet: every instructor's figures per location in a fixed order, the month's client keys once (the same totals give the same document). */
export function buildMonthSheet(month: string, totals: readonly MonthTotalRecord[]): MonthSheetRecord {
  const clients = new Set<string>();
  const newClients = new Set<string>();
  for (const total of totals) {
    for (const place of total.places) {
      for (const key of splitKeys(place.clients)) clients.add(key);
      for (const key of splitKeys(place.newClients)) newClients.add(key);
    }
  }
  return {
    _id: month,
    totals: [...totals]
      .sort((a, b) => (a.instructorId < b.instructorId ? -1 : 1))
      .map(({ instructorId, instructorName, places }) => ({ instructorId, instructorName, places: places.map(({ location, figures }) => ({ location, figures })) })),
    clients: [...clients].sort().join(''),
    newClients: newClients.size,
  };
}

/** A day's sheet: each instructor's cells of that day, from the month's roll-ups (the same roll-ups give the same document). */
export function buildDaySheet(day: string, rollups: readonly RollupRecord[]): DaySheetRecord {
  const totals = [...rollups]
    .sort((a, b) => (a.instructorId < b.instructorId ? -1 : 1))
    .map((r) => ({
      instructorId: r.instructorId,
      instructorName: r.instructorName,
      places: r.cells.filter((c) => c.day === day).map(({ location, figures, clients, newClients }) => ({ location, figures, clients, newClients })),
    }))
    .filter((t) => t.places.length > 0);
  return { _id: day, day, totals };
}

/** Every day sheet of a month at once, from its roll-ups (the rebuild). */
export function buildDaySheets(rollups: readonly RollupRecord[]): DaySheetRecord[] {
  const days = new Set(rollups.flatMap((r) => r.cells.map((c) => c.day)));
  return [...days].sort().map((day) => buildDaySheet(day, rollups));
}

/** Rewrites a sheet until a read after the write matches it (another instance may have changed what it is built from meanwhile). */
async function rewriteUntilStable<T>(build: () => Promise<T>, put: (sheet: T) => Promise<void>) {
  let sheet = await build();
  for (let round = 0; round < 10; round += 1) {
    await put(sheet);
    const again = await build();
    if (JSON.stringify(again) === JSON.stringify(sheet)) return;
    sheet = again;
  }
}

/** Rewrites a month's sheet from its totals. */
export const refreshMonthSheet = (deps: Pick<RollupDeps, 'reports'>, month: string) =>
  rewriteUntilStable(async () => buildMonthSheet(month, await deps.reports.monthTotalsOf(month)), deps.reports.putMonthSheet);

/** A day's rows of the sessions export, in session order. */
async function exportRowsOfDay(deps: Pick<RollupDeps, 'reports'>, day: string) {
  const rows: ExportRowRecord[] = [];
  for await (const row of deps.reports.exportRows({ from: day, to: day })) rows.push(row);
  return rows;
}

/** Rewrites a day of the sessions export from its rows. */
export const refreshExportDay = (deps: Pick<RollupDeps, 'reports'>, day: string) =>
  rewriteUntilStable(async () => buildExportDay(day, await exportRowsOfDay(deps, day)), deps.reports.putExportDay);

/** Rewrites a day's sheet from its month's roll-ups. */
export const refreshDaySheet = (deps: Pick<RollupDeps, 'reports'>, day: string) =>
  rewriteUntilStable(async () => buildDaySheet(day, await deps.reports.rollupsOfMonth(monthOf(day))), deps.reports.putDaySheet);

/**
 * Rewrites a roll-up from its facts, then reads them again: if a fact changed meanwhile (another
 * instance wrote its own roll-up from an older read), it goes round again, so the last write of a
 * roll-up always matches its facts. Its month's sheet follows.
 */
export async function refreshRollup(deps: Pick<RollupDeps, 'reports'>, bucket: string, days: Iterable<string>) {
  let rollup = buildRollup(bucket, await deps.reports.factsInBucket(bucket));
  for (let round = 0; round < 10; round += 1) {
    await putRollup(deps, rollup);
    const again = buildRollup(bucket, await deps.reports.factsInBucket(bucket));
    if (JSON.stringify(again) === JSON.stringify(rollup)) break;
    rollup = again;
  }
  for (const day of days) await refreshDaySheet(deps, day);
  await refreshMonthSheet(deps, rollup.month);
}

/** The roll-ups a change touched, with the days it touched in each. */
export class Touched {
  readonly days = new Map<string, Set<string>>();
  add(f: Pick<ReportFactRecord, 'bucket' | 'day'>) {
    const days = this.days.get(f.bucket);
    if (days) days.add(f.day);
    else this.days.set(f.bucket, new Set([f.day]));
  }
  async refresh(deps: Pick<RollupDeps, 'reports'>) {
    for (const [bucket, days] of this.days) await refreshRollup(deps, bucket, days);
  }
}

/** Which of a client's counted sessions is their first: marks it, unmarks any other; answers the facts that changed. */
export async function recountClient(deps: Pick<RollupDeps, 'reports'>, client: string): Promise<ReportFactRecord[]> {
  const facts = (await deps.reports.factsOfClient(client)).filter((f) => f.kind === 'session');
  const first = facts.reduce<ReportFactRecord | null>((best, f) => (!best || f.day < best.day || (f.day === best.day && f._id < best._id) ? f : best), null);
  const changed: ReportFactRecord[] = [];
  for (const f of facts) {
    const isFirst = f._id === first?._id;
    if (f.first !== isFirst) {
      await deps.reports.markFirst(f._id, isFirst);
      changed.push(f);
    }
  }
  return changed;
}

/**
 * A record's current contribution replaces its previous one; every roll-up either touched is rewritten,
 * or, given `into` (the projector's plan), only noted there for the caller to rewrite.
 */
export async function putFacts(deps: Pick<RollupDeps, 'reports'>, facts: readonly ReportFactRecord[], into?: Touched) {
  const touched = into ?? new Touched();
  const clients = new Set<string>();
  for (const next of facts) {
    const previous = await deps.reports.findFact(next._id);
    if (!previous && !next.client && Object.keys(next.figures).length === 0) continue;
    if (previous && JSON.stringify({ ...previous, first: false }) === JSON.stringify({ ...next, first: false })) continue;
    await deps.reports.putFact({ ...next, first: previous?.first ?? false });
    touched.add(next);
    if (previous) touched.add(previous);
    for (const client of [previous?.client, next.client]) if (client) clients.add(client);
  }
  for (const client of clients) for (const f of await recountClient(deps, client)) touched.add(f);
  if (!into) await touched.refresh(deps);
}

/** Feeds a booking's session, payment and refund after any change to it, and its row in the sessions export. */
export async function feedBooking(deps: RollupDeps, booking: StoredBooking) {
  await putFacts(deps, bookingFacts(booking, deps.changeCutoffHours));
  const row = sessionExportRow(booking);
  const previous = await deps.reports.findExportRow(booking.id);
  await (row ? deps.reports.putExportRow(row) : deps.reports.deleteExportRow(booking.id));
  // The day it left (rescheduled) and the day it is on.
  for (const day of new Set([previous, row].filter((r) => r !== null).map(exportRowDay))) await refreshExportDay(deps, day);
}

/**
 * Events are recorded by the unique insert of their ids (delivered twice, each counts once); the
 * roll-ups they fall in are rewritten even when the insert was a replay, so an apply a crash
 * interrupted after its insert still brings its roll-ups up to date.
 */
async function insertEventFacts(deps: Pick<RollupDeps, 'reports'>, facts: readonly ReportFactRecord[]) {
  const touched = new Touched();
  for (const f of facts) {
    await deps.reports.insertFact(f);
    touched.add(f);
  }
  await touched.refresh(deps);
}

/** After any change of a credit (issued, spent, forfeited, returned, run out): its events, each counted once. */
export const feedCreditRecords = (deps: Pick<RollupDeps, 'reports'>, credit: CreditRecord, redemptions: readonly RedemptionRecord[], returns: readonly CreditReturnRecord[], now: Date) =>
  insertEventFacts(deps, creditEventsOf(credit, redemptions, returns, now).map(creditFact));

/** After the waitlist counted an offer made, claimed or run out. */
export const feedWaitlistRecord = (deps: Pick<RollupDeps, 'reports'>, record: WaitlistEventRecord) => insertEventFacts(deps, [waitlistFact(waitlistEventOf(record))]);

export const monthsBetween = (from: string, to: string) => {
  const months: string[] = [];
  for (let m = monthOf(from); m <= monthOf(to); m = monthOf(`${nextMonth(m)}-01`)) months.push(m);
  return months;
};
const nextMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
};
