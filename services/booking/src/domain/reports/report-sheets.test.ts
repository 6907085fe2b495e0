import type { Figures } from '../../data-access/reports/report-fact-model';
import { reportRepository, type ReportRepository } from '../../data-access/reports/report-repository';
import { insertInstructor, insertSlot, insertWeek, useBookingStack } from '../../testing/booking-test-kit';
import { reportsKit } from '../../testing/reports-test-kit';
import { cellsIn, totalsIn, type FigureCell, type ReportRange } from './report-reads';
import { addFigures, CLIENT_KEY_LENGTH, splitKeys } from './rollups';

// Monday 4 February 2030, 09:00 in New York.
const stack = useBookingStack({ start: '2030-02-04T14:00:00Z' });
const kit = reportsKit(stack, 'whsec_unused');

/** Figures per instructor and location, whatever days the cells carry. */
function perPlace(cells: readonly FigureCell[]) {
  const sums = new Map<string, Figures>();
  for (const c of cells) {
    const key = `${c.instructorId}|${c.location}`;
    const sum = sums.get(key) ?? {};
    addFigures(sum, c.figures);
    sums.set(key, sum);
  }
  return Object.fromEntries([...sums].sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** The answer from the roll-ups' day cells, every day read: what the sheets must add up to. */
async function fromDayCells(reports: ReportRepository, range: ReportRange) {
  const cells = await cellsIn(reports, range);
  const active = new Set(cells.flatMap((c) => c.clients));
  const fresh = new Set(cells.flatMap((c) => c.newClients));
  return { places: perPlace(cells), clients: { active: active.size, new: fresh.size } };
}

/** The repository with its roll-up and month-total reads counted. */
function counting(reports: ReportRepository) {
  const wideReads: string[] = [];
  return {
    wideReads,
    reports: {
      ...reports,
      rollupsOfMonth: (month: string) => (wideReads.push(`rollups ${month}`), reports.rollupsOfMonth(month)),
      monthTotalsOf: (month: string) => (wideReads.push(`totals ${month}`), reports.monthTotalsOf(month)),
    },
  };
}

/** Coach A at Marlborough Monday to Saturday, coach B at Woburn on Saturdays; sessions from February to April 2030. */
async function history() {
  const a = await insertInstructor(stack.catalog, { name: 'Avery Sheets' });
  await insertWeek(stack.booking.db, a.id);
  const b = await insertInstructor(stack.catalog, { name: 'Blake Sheets', locations: ['Woburn'] });
  await insertSlot(stack.booking.db, b.id, { dayOfWeek: 6, location: 'Woburn' });
  await kit.adminBooks(a.id, '2030-02-12', '10:00', 'ida@sheets.example'); // before the range
  await kit.adminBooks(a.id, '2030-02-20', '10:00', 'jon@sheets.example'); // Jon's first, inside the range
  await kit.adminBooks(b.id, '2030-02-16', '10:00', 'kim@sheets.example', { location: 'woburn' }); // before the range
  await kit.adminBooks(a.id, '2030-03-05', '10:00', 'ida@sheets.example');
  await kit.adminBooks(b.id, '2030-03-09', '10:00', 'jon@sheets.example', { location: 'woburn' });
  await kit.adminBooks(a.id, '2030-03-20', '11:00', 'lee@sheets.example'); // Lee's first, in the whole month
  const cancelled = await kit.adminBooks(a.id, '2030-04-03', '10:00', 'mo@sheets.example');
  await kit.adminDoes(cancelled, 'cancel', { reason: 'Clash' });
  await kit.adminBooks(b.id, '2030-04-06', '10:00', 'kim@sheets.example', { location: 'woburn' });
  await kit.adminBooks(a.id, '2030-04-16', '10:00', 'nat@sheets.example'); // after the range
  await kit.settled();
  return { a, b };
}

describe('Report sheets', () => {
  it('When a range starts and ends mid-month, then its edge days are read from day sheets and its whole months from month sheets, never from roll-ups, with the same figures as the day cells', async () => {
    await history();
    const reports = reportRepository(stack.booking.db);
    const range = { from: '2030-02-17', to: '2030-04-09' };
    const read = counting(reports);

    const totals = await totalsIn(read.reports, range);

    expect(read.wideReads).toEqual([]);
    const truth = await fromDayCells(reports, range);
    expect(perPlace(totals.cells)).toEqual(truth.places);
    expect(totals.clients).toEqual(truth.clients);
    // Jon, Ida, Lee, Kim (Mo cancelled); new: Jon (20 Feb) and Lee (20 Mar); Ida and Kim came before.
    expect(totals.clients).toEqual({ active: 4, new: 2 });
    const summary = await kit.summary(range);
    expect(summary.sessions).toEqual({ booked: 5, completed: 0, noShow: 0, cancelled: 1, lateCancelled: 0 });
    expect(summary.clients).toEqual({ active: 4, new: 2, returning: 2 });
  });

  it('When a range is filtered by location or instructor, then the sheets give the same figures and clients as the day cells', async () => {
    const { a, b } = await history();
    const reports = reportRepository(stack.booking.db);
    for (const range of [
      { from: '2030-02-14', to: '2030-04-09', location: 'woburn' },
      { from: '2030-02-01', to: '2030-04-30', instructorId: a.id },
      { from: '2030-03-09', to: '2030-03-09', instructorId: b.id },
    ]) {
      const totals = await totalsIn(reports, range);
      const truth = await fromDayCells(reports, range);
      expect({ range, places: perPlace(totals.cells), clients: totals.clients }).toEqual({ range, ...truth });
    }
  });

  it('When bookings are fed, then the month sheet holds figures per place and the month\'s client keys once, and the day sheet that day\'s cells', async () => {
    const { a } = await history();
    const reports = reportRepository(stack.booking.db);

    const month = await reports.monthSheet('2030-03');
    const [day] = await reports.daySheetsBetween('2030-03-05', '2030-03-05');

    expect(month?.totals.flatMap((t) => t.places.map((p) => Object.keys(p).sort()))).toEqual(month?.totals.flatMap((t) => t.places.map(() => ['figures', 'location'])));
    // This test's three March clients (other tests' bookings share the database, not these days).
    expect(splitKeys(month?.clients ?? '').length * CLIENT_KEY_LENGTH).toBe(month?.clients.length);
    expect(new Set(splitKeys(month?.clients ?? '')).size).toBe(splitKeys(month?.clients ?? '').length);
    expect(day?.totals.filter((t) => t.instructorId === a.id).map((t) => t.places.map((p) => [p.location, p.figures.booked, splitKeys(p.clients).length]))).toEqual([[['marlborough', 1, 1]]]);
  });

  it('When sheets, totals and roll-ups are stored, then each is one packed string beside its query fields, and ones stored nested before packing read the same', async () => {
    await history();
    const reports = reportRepository(stack.booking.db);
    const range = { from: '2030-02-18', to: '2030-04-10' };
    const before = await totalsIn(reports, range);
    const raw = stack.booking.db.collection<{ _id: string; packed?: string }>('report_month_sheets');
    const stored = await raw.findOne({ _id: '2030-03' });
    expect(Object.keys(stored ?? {}).sort()).toEqual(['_id', 'packed']);
    expect(Object.keys((await stack.booking.db.collection<{ _id: string }>('report_day_sheets').findOne({ _id: '2030-03-05' })) ?? {}).sort()).toEqual(['_id', 'day', 'packed']);

    // Rewritten as an older version stored them: nested, no `packed`.
    for (const name of ['report_month_sheets', 'report_day_sheets', 'report_months', 'report_rollups']) {
      const collection = stack.booking.db.collection<{ _id: string; packed?: string } & Record<string, unknown>>(name);
      for (const { _id, packed, ...top } of await collection.find({ packed: { $exists: true } }).toArray()) {
        await collection.replaceOne({ _id }, { ...top, ...(JSON.parse(packed ?? '{}') as Record<string, unknown>) });
      }
    }

    expect(await raw.countDocuments({ packed: { $exists: true } })).toBe(0);
    expect(await totalsIn(reports, range)).toEqual(before);
    expect(await fromDayCells(reports, range)).toEqual({ places: perPlace(before.cells), clients: before.clients });
  });

  it('When the rebuild clears more facts than one SQL statement may name (33,000), then every one goes and the indexes stay', async () => {
    const facts = stack.booking.db.collection<{ _id: string; kind: string; bucket: string }>('report_facts');
    for (let i = 0; i < 33_000; i += 5_000) {
      await facts.insertMany(Array.from({ length: Math.min(5_000, 33_000 - i) }, (_, n) => ({ _id: `bulk:${i + n}`, kind: 'session', bucket: '2030-01|bulk' })));
    }

    await reportRepository(stack.booking.db).clear();

    expect(await facts.countDocuments({})).toBe(0);
    expect((await facts.indexes()).map((index) => Object.keys(index.key).join(','))).toEqual(expect.arrayContaining(['bucket', 'client', 'kind', 'kind,listKey']));
  }, 60_000);
});
