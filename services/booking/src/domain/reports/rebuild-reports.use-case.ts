import type { Connection } from 'mongoose';
import { bookingRepository, type BookingRepository } from '../../data-access/shared/booking-repository';
import { creditRepository, type CreditRepository } from '../../data-access/credits/credit-repository';
import type { ExportDayRecord, ExportRowRecord } from '../../data-access/reports/report-export-row-model';
import type { ReportFactRecord } from '../../data-access/reports/report-fact-model';
import type { RollupRecord } from '../../data-access/reports/report-rollup-model';
import { reportRepository, type ReportRepository } from '../../data-access/reports/report-repository';
import { waitlistRepository, type WaitlistRepository } from '../../data-access/waitlist/waitlist-repository';
import { systemClock, type Clock } from '../shared/clock';
import { buildExportDay, exportRowDay, sessionExportRow } from './export-rows';
import { bookingFacts, creditEventsOf, creditFact, waitlistEventOf, waitlistFact } from './report-facts';
import { buildDaySheets, buildRollup, putRollup, refreshMonthSheet } from './rollups';

export interface RebuildDeps {
  reports: ReportRepository;
  bookings: Pick<BookingRepository, 'stream'>;
  credits: Pick<CreditRepository, 'listAll' | 'allRedemptions' | 'allReturns'>;
  waitlist: Pick<WaitlistRepository, 'listEvents'>;
  clock: Clock;
  changeCutoffHours: number;
}

/** What the rebuild command reads and writes in one booking database, at the real time. */
export const rebuildDepsFor = (db: Connection, changeCutoffHours: number): RebuildDeps => ({
  reports: reportRepository(db),
  bookings: bookingRepository(db),
  credits: creditRepository(db),
  waitlist: waitlistRepository(db),
  clock: systemClock,
  changeCutoffHours,
});

/** Every credit's and every counted offer's events, made by the same functions as the live feed. */
async function eventFacts(deps: RebuildDeps): Promise<ReportFactRecord[]> {
  const [credits, redemptions, returns, offers] = await Promise.all([deps.credits.listAll(), deps.credits.allRedemptions(), deps.credits.allReturns(), deps.waitlist.listEvents()]);
  const byCredit = <T extends { creditId: string }>(rows: readonly T[]) => {
    const map = new Map<string, T[]>();
    for (const row of rows) map.set(row.creditId, [...(map.get(row.creditId) ?? []), row]);
    return map;
  };
  const [spendings, givenBack] = [byCredit(redemptions), byCredit(returns)];
  const now = deps.clock.now();
  return [
    ...credits.flatMap((c) => creditEventsOf(c, spendings.get(c._id) ?? [], givenBack.get(c._id) ?? [], now).map(creditFact)),
    ...offers.map((o) => waitlistFact(waitlistEventOf(o))),
  ];
}
/** Every day of the sessions export from the rows just written, walked once in session order. */
async function buildExportDays(deps: RebuildDeps) {
  const days: ExportDayRecord[] = [];
  let rows: ExportRowRecord[] = [];
  let day = '';
  const close = async () => {
    if (rows.length > 0) days.push(buildExportDay(day, rows));
    if (days.length >= 100) await deps.reports.insertExportDays(days.splice(0));
  };
  for await (const row of deps.reports.exportRows({ from: '0000-01-01', to: '9999-12-31' })) {
    if (exportRowDay(row) !== day) {
      await close();
      day = exportRowDay(row);
      rows = [];
    }
    rows.push(row);
  }
  await close();
  await deps.reports.insertExportDays(days);
}
const isEmpty = (f: ReportFactRecord) => !f.client && Object.keys(f.figures).length === 0;
const earlier = (a: ReportFactRecord, b: ReportFactRecord) => a.day < b.day || (a.day === b.day && a._id < b._id);

/**
 * Builds every roll-up again from the records, with the same feeders and the same roll-up function
 * as the live path (bookings, credits and their spendings and returns, the waitlist's counted
 * offers), so it answers the same numbers. Run with the services stopped or idle
 * (`npm run reports:rebuild -w @wsms/booking-service`).
 */
export async function rebuildReports(deps: RebuildDeps): Promise<{ facts: number; rollups: number }> {
  await deps.reports.clear();
  const byBucket = new Map<string, ReportFactRecord[]>();
  const firstOf = new Map<string, ReportFactRecord>();
  const keep = (f: ReportFactRecord) => {
    const list = byBucket.get(f.bucket);
    if (list) list.push(f);
    else byBucket.set(f.bucket, [f]);
  };
  let facts = 0;
  const rows: ExportRowRecord[] = [];
  for await (const booking of deps.bookings.stream({})) {
    const row = sessionExportRow(booking);
    if (row) rows.push(row);
    if (rows.length >= 1000) await deps.reports.insertExportRows(rows.splice(0));
    for (const f of bookingFacts(booking, deps.changeCutoffHours)) {
      if (isEmpty(f)) continue;
      keep(f);
      facts += 1;
      if (f.client) {
        const first = firstOf.get(f.client);
        if (!first || earlier(f, first)) firstOf.set(f.client, f);
      }
    }
  }
  await deps.reports.insertExportRows(rows);
  await buildExportDays(deps);
  await deps.reports.markExportDaysComplete(true);
  for (const f of firstOf.values()) f.first = true;
  for (const f of await eventFacts(deps)) {
    keep(f);
    facts += 1;
  }
  const written = [...byBucket.values()].flat();
  for (let i = 0; i < written.length; i += 1000) await deps.reports.insertFacts(written.slice(i, i + 1000));
  const months = new Map<string, RollupRecord[]>();
  for (const [bucket, list] of byBucket) {
    const rollup = buildRollup(bucket, list);
    await putRollup(deps, rollup);
    months.set(rollup.month, [...(months.get(rollup.month) ?? []), rollup]);
  }
  for (const [month, rollups] of months) {
    await deps.reports.insertDaySheets(buildDaySheets(rollups));
    await refreshMonthSheet(deps, month);
  }
  return { facts, rollups: byBucket.size };
}
