import type { BookingRepository } from '../../data-access/booking-repository';
import type { ReportFactRecord } from '../../data-access/report-fact-model';
import type { ReportRepository } from '../../data-access/report-repository';
import { bookingFacts } from './report-facts';
import { buildRollup, putRollup } from './rollups';

export interface RebuildDeps {
  reports: ReportRepository;
  bookings: Pick<BookingRepository, 'stream'>;
  changeCutoffHours: number;
}

/** Facts made from bookings; credit and waitlist facts are their events' own record and stay. */
const bookingKinds = ['session', 'payment', 'refund'] as const;
const isEmpty = (f: ReportFactRecord) => !f.client && Object.keys(f.figures).length === 0;
const earlier = (a: ReportFactRecord, b: ReportFactRecord) => a.day < b.day || (a.day === b.day && a._id < b._id);

/**
 * Builds every roll-up again from the records, with the same feeders and the same roll-up function
 * as the live path, so it answers the same numbers. Run with the services stopped or idle
 * (`npm run reports:rebuild -w @wsms/booking-service`).
 */
export async function rebuildReports(deps: RebuildDeps): Promise<{ facts: number; rollups: number }> {
  await deps.reports.clear(bookingKinds);
  const byBucket = new Map<string, ReportFactRecord[]>();
  const firstOf = new Map<string, ReportFactRecord>();
  const keep = (f: ReportFactRecord) => {
    const list = byBucket.get(f.bucket);
    if (list) list.push(f);
    else byBucket.set(f.bucket, [f]);
  };
  let facts = 0;
  for await (const booking of deps.bookings.stream({})) {
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
  for (const f of firstOf.values()) f.first = true;
  const written = [...byBucket.values()].flat();
  for (let i = 0; i < written.length; i += 1000) await deps.reports.insertFacts(written.slice(i, i + 1000));
  for (const kind of ['credit', 'waitlist']) for await (const f of deps.reports.streamFacts(kind)) keep(f);
  for (const [bucket, list] of byBucket) await putRollup(deps, buildRollup(bucket, list));
  return { facts, rollups: byBucket.size };
}
