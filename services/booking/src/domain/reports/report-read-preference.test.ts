// REPORTS_READ_PREFERENCE=secondaryPreferred on the embedded database (one server, no replica set):
// the owner's report reads ask for a secondary and still answer the right figures (the driver reads
// the one server there is); the projector keeps reading the primary, as it writes what it reads.
import type { ReportSummary } from '@wsms/contracts';
import { asRole, buildCheckout, insertInstructor, insertWeek, reportsSettled, startBooking, startCatalog, testClock, type TestBooking, type TestCatalog } from '../../testing/booking-test-kit';

jest.setTimeout(120_000);

const admin = asRole('admin');
const clock = testClock('2030-05-06T14:00:00Z'); // Monday 6 May 2030, 10:00 in New York
let catalog: TestCatalog;
let booking: TestBooking;

/** The collections the report repository reads (report_events and the projector's lease are the feed's, not the figures'). */
const reportCollections = new Set(['report_facts', 'report_rollups', 'report_months', 'report_month_sheets', 'report_day_sheets', 'report_export_rows', 'report_export_days']);

interface ReadSeen {
  collection: string;
  mode: string;
}

/** Every read of a report collection on the service's connection while `work` runs, with the read preference it was sent with. */
async function readsDuring(work: () => Promise<void>): Promise<ReadSeen[]> {
  const seen: ReadSeen[] = [];
  const listener = ({ collectionName, method, params }: { collectionName: string; method: string; params: unknown[] }) => {
    if (!reportCollections.has(collectionName) || !['find', 'findOne'].includes(method)) return;
    const options = params[1] as { readPreference?: { mode?: string } } | undefined;
    seen.push({ collection: collectionName, mode: options?.readPreference?.mode ?? 'primary' });
  };
  booking.db.on('operation-start', listener);
  try {
    await work();
  } finally {
    booking.db.off('operation-start', listener);
  }
  return seen;
}

async function adminGet(path: string) {
  const res = await booking.api.request('GET', path, undefined, admin);
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${text}`);
  return text;
}

beforeAll(async () => {
  catalog = await startCatalog();
  booking = await startBooking({ catalog, clock, env: { REPORTS_READ_PREFERENCE: 'secondaryPreferred' } });
});
afterAll(async () => {
  await booking?.stop();
  await catalog?.stop();
});

describe('REPORTS_READ_PREFERENCE=secondaryPreferred', () => {
  it('When sessions are booked, then the projector reads the primary to apply them, and the summary, series and export read with secondaryPreferred and count them', async () => {
    expect(booking.config.REPORTS_READ_PREFERENCE).toBe('secondaryPreferred');
    const coach = await insertInstructor(catalog, { name: 'Robin Replica' });
    await insertWeek(booking.db, coach.id);

    const ids: string[] = [];
    const projectorReads = await readsDuring(async () => {
      for (const sessionDate of ['2030-05-13', '2030-05-14']) {
        const res = await booking.api.request('POST', '/api/bookings', buildCheckout(coach.id, { sessionDate, time: '10:00', clientEmail: 'rae@replica.example' }), admin);
        expect(res.status).toBe(201);
        ids.push(((await res.json()) as { id: string }).id);
      }
      await reportsSettled(booking);
    });
    expect(projectorReads.length).toBeGreaterThan(0);
    expect(projectorReads.filter((r) => r.mode !== 'primary')).toEqual([]);

    let summary: ReportSummary | undefined;
    let series = '';
    let csv = '';
    const requestReads = await readsDuring(async () => {
      summary = JSON.parse(await adminGet('/api/reports/summary?from=2030-05-13&to=2030-05-19')) as ReportSummary;
      series = await adminGet('/api/reports/series?metric=booked&interval=day&from=2030-05-13&to=2030-05-14');
      csv = await adminGet('/api/reports/export.csv?kind=sessions&from=2030-05-13&to=2030-05-19');
    });

    expect(summary?.sessions).toEqual({ booked: 2, completed: 0, noShow: 0, cancelled: 0, lateCancelled: 0 });
    expect(JSON.parse(series)).toMatchObject({ points: [{ period: '2030-05-13', value: 1 }, { period: '2030-05-14', value: 1 }] });
    for (const id of ids) expect(csv).toContain(id);
    expect(new Set(requestReads.map((r) => r.collection)).size).toBeGreaterThan(1);
    expect(requestReads.filter((r) => r.mode !== 'secondaryPreferred')).toEqual([]);
  });
});
