import { addDays } from '@wsms/contracts';
import { internalHeaders } from '@wsms/service-kit/testing';
import { reportRepository, type ReportRepository } from '../../data-access/reports/report-repository';
import { reportEventRepository } from '../../data-access/reports/report-event-repository';
import {
  asRole,
  buildCheckout,
  confirmedCheckout,
  depsOf,
  insertInstructor,
  insertWeek,
  onBooking,
  startBooking,
  startCatalog,
  testClock,
  type TestBooking,
  type TestCatalog,
} from '../../testing/booking-test-kit';
import { rebuildReports } from './rebuild-reports.use-case';
import { reconcileDay } from './reconcile-reports';
import { reportProjector, type ProjectorDeps } from './report-projector';

jest.setTimeout(240_000);

const admin = asRole('admin');
const clock = testClock('2030-02-18T14:00:00Z'); // Monday 18 February 2030, 09:00 in New York
let catalog: TestCatalog;
let booking: TestBooking;
let coachId = '';
/** Every call the service's own report repository got (requests and its start), by method name. */
const serviceCalls: string[] = [];

const isWrite = (name: string) => /^(put|insert|mark|delete|clear)/.test(name);

/** The repository with each call noted; from the `dieAfter`-th write on, every write hangs for good (a projector killed there). */
function spied(reports: ReportRepository, calls: string[], dieAfter = Infinity) {
  let writes = 0;
  let died: () => void = () => undefined;
  const dead = new Promise<void>((resolve) => (died = resolve));
  const out: ReportRepository = { ...reports };
  for (const name of Object.keys(reports) as Array<keyof ReportRepository>) {
    const method = reports[name];
    Object.defineProperty(out, name, {
      value: (...args: unknown[]): unknown => {
        calls.push(name);
        if (isWrite(name) && ++writes > dieAfter) {
          died();
          return new Promise<never>(() => undefined);
        }
        return Reflect.apply(method, reports, args);
      },
    });
  }
  return { reports: out, dead };
}

beforeAll(async () => {
  catalog = await startCatalog();
  // This service never projects: each test runs projectors of its own on its database.
  booking = await startBooking({
    catalog,
    clock,
    env: { REPORTS_PROJECTOR_POLL_MS: '0' },
    overrides: { reports: (db) => spied(reportRepository(db), serviceCalls).reports },
  });
  const coach = await insertInstructor(catalog, { name: 'Pat Projector' });
  await insertWeek(booking.db, coach.id);
  coachId = coach.id;
});
afterAll(async () => {
  await booking?.stop();
  await catalog?.stop();
});
beforeEach(() => clock.set('2030-02-18T14:00:00Z'));

/** Each projector is a new instance whose clock runs `shift` ahead, past every earlier instance's lease. */
let shift = 0;
function newProjector(deps: ProjectorDeps, owner: string) {
  shift += 10 * 60_000;
  const own = { shift };
  const projector = reportProjector(deps, { owner, now: () => new Date(Date.now() + own.shift) });
  return { projector, advance: (ms: number) => (own.shift += ms) };
}

async function drain(deps: ProjectorDeps, owner: string) {
  const { projector } = newProjector(deps, owner);
  for (let pass = 0; pass < 100; pass += 1) {
    const { leased, applied, failed } = await projector.runOnce();
    expect({ leased, failed }).toEqual({ leased: true, failed: 0 });
    if (applied === 0) return;
  }
  throw new Error('the projector did not finish');
}

const events = () => reportEventRepository(booking.db);

async function call(method: string, path: string, body?: unknown) {
  const res = await booking.api.request(method, path, body, admin);
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
  return text;
}
const adminBooks = async (date: string, time: string, clientEmail: string) =>
  (JSON.parse(await call('POST', '/api/bookings', buildCheckout(coachId, { sessionDate: date, time, clientEmail }))) as { id: string }).id;
async function adminDoes(id: string, action: string, body?: unknown) {
  const res = await onBooking(booking, 'POST', id, action, admin, body);
  if (res.status !== 200) throw new Error(`${action} answered ${res.status}: ${JSON.stringify(res.body)}`);
}

/**
 * A few weeks' changes from Monday `monday`: three sessions (two for one client), one paid, one
 * cancelled, one moved a month on; a guest's checkout confirmed by its link.
 */
async function story(monday: string, label: string) {
  const first = await adminBooks(monday, '10:00', `x.${label}@projector.example`);
  const second = await adminBooks(addDays(monday, 1), '10:00', `y.${label}@projector.example`);
  const third = await adminBooks(addDays(monday, 2), '10:00', `x.${label}@projector.example`);
  await confirmedCheckout(booking, buildCheckout(coachId, { sessionDate: addDays(monday, 3), time: '12:00', clientEmail: `z.${label}@projector.example` }));
  await adminDoes(first, 'paid');
  await adminDoes(second, 'cancel', { reason: 'Clash' });
  await adminDoes(third, 'reschedule', { sessionDate: addDays(monday, 30), time: '11:00' });
  return { first, second, third };
}

/** Every figure a reader sees over the year: the summary, a daily and a monthly series, the three exports. */
async function figures() {
  const range = { from: '2030-02-01', to: '2031-01-31' };
  const read = (path: string, query: Record<string, string>) => call('GET', `${path}?${new URLSearchParams({ ...range, ...query })}`);
  return {
    summary: JSON.parse(await read('/api/reports/summary', {})) as unknown,
    daily: JSON.parse(await read('/api/reports/series', { metric: 'booked', interval: 'day' })) as unknown,
    revenue: JSON.parse(await read('/api/reports/series', { metric: 'revenueSessions', interval: 'month' })) as unknown,
    cancelled: JSON.parse(await read('/api/reports/series', { metric: 'cancelled', interval: 'week' })) as unknown,
    sessions: await read('/api/reports/export.csv', { kind: 'sessions' }),
    payments: await read('/api/reports/export.csv', { kind: 'revenue' }),
    utilisation: await read('/api/reports/export.csv', { kind: 'utilisation' }),
  };
}

const deps = () => depsOf(booking, clock);

describe('The report projector (reports fed off the write path)', () => {
  it('When bookings are made, confirmed, paid, cancelled and moved, then no request touches a report collection; the projector then applies every change', async () => {
    serviceCalls.splice(0);
    const before = await events().pending();

    await story('2030-03-04', 'spy');

    expect(serviceCalls).toEqual([]);
    expect(await events().pending()).toBeGreaterThan(before);
    const projectorCalls: string[] = [];
    await drain({ ...deps(), reports: spied(reportRepository(booking.db), projectorCalls).reports }, 'spy');
    expect(projectorCalls.filter(isWrite).length).toBeGreaterThan(0);
    expect(await events().pending()).toBe(0);
    const summary = JSON.parse(await call('GET', '/api/reports/summary?from=2030-03-04&to=2030-03-09')) as { sessions: unknown; revenueCents: { sessions: number } };
    // The first and the guest's (the third moved a month on); paid on 18 February, before the range.
    expect(summary.sessions).toEqual({ booked: 2, completed: 0, noShow: 0, cancelled: 1, lateCancelled: 0 });
    expect(summary.revenueCents.sessions).toBe(0);
    expect(serviceCalls.filter(isWrite)).toEqual([]);
  });

  it.each([0, 1, 3, 6, 10, 16, 25])('When the projector is killed at its write %i mid-apply, then after a restart every figure equals a rebuild\'s', async (dieAfter) => {
    await story(addDays('2030-04-01', 7 * dieAfter), `kill${dieAfter}`);
    const dying = spied(reportRepository(booking.db), [], dieAfter);
    const { projector: killed } = newProjector({ ...deps(), reports: dying.reports }, `killed-${dieAfter}`);
    const pass = killed.runOnce();
    await Promise.race([dying.dead, pass]);

    await drain(deps(), `restarted-${dieAfter}`);
    const live = await figures();
    await rebuildReports(deps());

    expect(live).toEqual(await figures());
  });

  it('When an apply fails, then its events stay, are retried after a pause, and then applied', async () => {
    await story('2030-06-03', 'retry');
    let refusals = 1;
    const reports = reportRepository(booking.db);
    const failing: ReportRepository = {
      ...reports,
      putRollup: async (rollup) => {
        if (refusals-- > 0) throw new Error('the database went away');
        await reports.putRollup(rollup);
      },
    };
    const { projector, advance } = newProjector({ ...deps(), reports: failing }, 'retrying');

    const first = await projector.runOnce();
    const refused = (await events().listAll()).filter((e) => e.attempts === 1);
    const second = await projector.runOnce();
    const afterSecond = await events().listAll();
    advance(1500);
    const third = await projector.runOnce();
    const afterThird = await events().listAll();

    expect(first.failed).toBeGreaterThan(0);
    expect(refused).toHaveLength(first.failed);
    expect(refused.every((e) => e.lastError === 'the database went away')).toBe(true);
    // Before its pause is over a refused event waits, untouched (the second pass may still apply an event
    // of the story that became due after the first pass: on a loaded machine a request's event can).
    expect(second).toMatchObject({ leased: true, failed: 0 });
    expect(refused.every((e) => afterSecond.some((w) => w.id === e.id && w.attempts === 1))).toBe(true);
    // After it, every refused event is applied.
    expect(third.failed).toBe(0);
    expect(third.applied).toBeGreaterThanOrEqual(refused.length);
    expect(afterThird.filter((w) => refused.some((e) => e.id === w.id))).toEqual([]);
    await drain(deps(), 'after-retry');
    const live = await figures();
    await rebuildReports(deps());
    expect(live).toEqual(await figures());
  });

  it('When two instances run the projector, then one holds the lease until it runs out, and the other takes it over after', async () => {
    const one = newProjector(deps(), 'one');
    const two = reportProjector(deps(), { owner: 'two', now: () => new Date(Date.now() + shift) });

    expect((await one.projector.runOnce()).leased).toBe(true);
    expect((await two.runOnce()).leased).toBe(false);
    expect((await one.projector.runOnce()).leased).toBe(true);
    const late = reportProjector(deps(), { owner: 'two', now: () => new Date(Date.now() + shift + 31_000) });
    expect((await late.runOnce()).leased).toBe(true);
    expect((await one.projector.runOnce()).leased).toBe(false);
  });

  it('When a day\'s facts and roll-up no longer match its records, then the reconcile records the stale bookings, rewrites the roll-up, and the figures equal a rebuild\'s', async () => {
    const { first, second } = await story('2030-07-01', 'reconcile');
    await drain(deps(), 'before-reconcile');
    expect(await reconcileDay(deps(), '2030-07-01')).toEqual({ recorded: 0, mended: 0 });
    const reports = reportRepository(booking.db);
    const truth = await figures();
    // A fact lost, another left as an older apply wrote it, and the guest's day gone from the roll-up.
    await booking.db.collection<{ _id: string }>('report_facts').deleteOne({ _id: `booking:${first}:payment` });
    await booking.db.collection<{ _id: string }>('report_facts').updateOne({ _id: `booking:${second}:session` }, { $set: { 'figures.cancelled': 0, 'figures.booked': 1 } });
    const rollup = await reports.findRollup(`2030-07|${coachId}`);
    if (!rollup) throw new Error('no July roll-up');
    await reports.putRollup({ ...rollup, cells: rollup.cells.filter((c) => c.day !== '2030-07-04') });

    const day4 = await reconcileDay(deps(), '2030-07-04');
    const day1 = await reconcileDay(deps(), '2030-07-01');
    const day2 = await reconcileDay(deps(), '2030-07-02');
    await drain(deps(), 'after-reconcile');

    expect(day1.recorded + day2.recorded).toBe(2);
    expect(day4).toEqual({ recorded: 0, mended: 1 });
    expect(await figures()).toEqual(truth);
    await rebuildReports(deps());
    expect(await figures()).toEqual(truth);
    // What the rebuild wrote is what the live path writes: nothing to mend.
    for (const day of ['2030-07-01', '2030-07-02', '2030-07-04', '2030-07-31']) expect({ day, ...(await reconcileDay(deps(), day)) }).toEqual({ day, recorded: 0, mended: 0 });
  });

  it('When changes wait for the projector, then /internal/reports/lag tells operations how many and how old the oldest is', async () => {
    await drain(deps(), 'before-lag');
    const lag = async () => {
      const res = await booking.api.request('GET', '/internal/reports/lag', undefined, internalHeaders());
      expect(res.status).toBe(200);
      return (await res.json()) as { lagSeconds: number; pending: number };
    };
    expect(await lag()).toEqual({ lagSeconds: 0, pending: 0 });

    await adminBooks('2030-08-05', '10:00', 'lag@projector.example');
    await new Promise((r) => setTimeout(r, 1100));
    const behind = await lag();
    await drain(deps(), 'after-lag');

    expect(behind.pending).toBe(1);
    expect(behind.lagSeconds).toBeGreaterThanOrEqual(1);
    expect(await lag()).toEqual({ lagSeconds: 0, pending: 0 });
  });
});
