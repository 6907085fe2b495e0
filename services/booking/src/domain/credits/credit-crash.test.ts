import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { addDays, businessToday, dayOfWeek } from '@wsms/contracts/dates';
import { baseTestEnv, TEST_INTERNAL_SECRET } from '@wsms/service-kit/testing';
import { creditRepository } from '../../data-access/credits/credit-repository';
import {
  buildCheckout,
  eventually,
  findBooking,
  insertInstructor,
  insertWeek,
  startBooking,
  startCatalog,
  testClock,
  type TestCatalog,
} from '../../testing/booking-test-kit';
import { creditClient, issueCredits } from '../../testing/credit-test-kit';
import { ownerCredits } from './owner-credits';

/*
 * kill -9 of a real booking process between spending a credit and confirming its booking (and just
 * after confirming it): the process is started with BOOKING_TEST_STOP_AT, which makes the credit
 * checkout hang at that step; the test kills it there, starts a new instance on the same database
 * and finds the credit back or the booking confirmed, never neither.
 */

jest.setTimeout(180_000);

const root = path.resolve(__dirname, '../../../../..');
let catalog: TestCatalog;
beforeAll(async () => {
  catalog = await startCatalog();
});
afterAll(async () => {
  await catalog?.stop();
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** The booking service as its own process (what `npm start` runs), stopping for good at `step`. */
async function startDoomedProcess(mongoUri: string, step: string) {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'services/booking/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      ...baseTestEnv('booking'),
      MONGODB_URI: mongoUri,
      PORT: String(port),
      CATALOG_URL: catalog.url,
      INTERNAL_SECRET: TEST_INTERNAL_SECRET,
      BOOKING_SWEEP_SECONDS: '0',
      BOOKING_REMINDER_SECONDS: '0',
      BOOKING_TEST_STOP_AT: step,
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  await eventually(
    () => fetch(`${url}/healthz`).then((r) => r.status, () => 0),
    (status) => status === 200,
    90_000,
  );
  return {
    url,
    killNine: async () => {
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/** The next bookable weekday a week or so from today (the process runs on the real clock). */
function aWeekAhead() {
  const date = addDays(businessToday(), 8);
  return dayOfWeek(date) === 0 ? addDays(date, 1) : date;
}

async function crashAt(step: 'credit-spent' | 'credit-confirmed') {
  const mongoUri = baseTestEnv('booking').MONGODB_URI;
  const doomed = await startDoomedProcess(mongoUri, step);
  // A handle on the same database for setting up and reading, with its own clock a minute ahead (past the in-flight grace).
  const clock = testClock(new Date(Date.now() + 60_000));
  const date = aWeekAhead();
  const reader = await startBooking({ catalog, clock, env: { MONGODB_URI: mongoUri } });
  const instructor = await insertInstructor(catalog);
  await insertWeek(reader.db, instructor.id);
  const client = creditClient('crash');
  await issueCredits(reader.db, client, { expiresOn: addDays(date, 30) });
  await reader.stop();

  const body = { ...buildCheckout(instructor.id, { sessionDate: date, time: '10:00', clientEmail: client.email }), paymentMethod: 'credit' };
  const answer = fetch(`${doomed.url}/api/bookings/checkout`, { method: 'POST', headers: { 'content-type': 'application/json', ...client.headers }, body: JSON.stringify(body) }).then(
    (r) => r.status,
    () => 'cut off' as const,
  );
  // Killed only once the credit is spent (its redemption stored): the hook holds the request there.
  const probe = await startBooking({ catalog, clock, env: { MONGODB_URI: mongoUri, BOOKING_SWEEP_SECONDS: '0' } });
  const spent = await eventually(() => creditRepository(probe.db).redemptionsForOwner(client.sub), (rs) => rs.length === 1, 60_000);
  await probe.stop();
  if (step === 'credit-confirmed') await eventually(() => findBookingIn(mongoUri, spent[0]!.bookingId), (b) => b?.status === 'confirmed', 30_000);
  await doomed.killNine();

  expect(await answer).toBe('cut off');
  // The restart: a new instance on the same database finishes or undoes the spending before serving.
  const restarted = await startBooking({ catalog, clock, env: { MONGODB_URI: mongoUri } });
  try {
    const { states } = await ownerCredits({ credits: creditRepository(restarted.db), clock }, client.sub);
    const booking = await findBooking(restarted.db, spent[0]!.bookingId);
    const redemption = (await creditRepository(restarted.db).redemptionsForOwner(client.sub))[0]!;
    return { status: states[0]!.status, booking, redemption };
  } finally {
    await restarted.stop();
  }
}

async function findBookingIn(mongoUri: string, bookingId: string) {
  const handle = await startBooking({ catalog, env: { MONGODB_URI: mongoUri } });
  try {
    return await findBooking(handle.db, bookingId);
  } finally {
    await handle.stop();
  }
}

describe('kill -9 of the booking service during a credit checkout', () => {
  it('When it dies after spending the credit and before confirming, then after a restart the credit is back and the hold released', async () => {
    const { status, booking, redemption } = await crashAt('credit-spent');

    expect(status).toBe('available');
    expect(booking).toMatchObject({ status: 'cancelled' });
    expect(redemption.state).toBe('void');
  });

  it('When it dies after confirming and before settling the spending, then after a restart the booking stays confirmed and the credit used', async () => {
    const { status, booking, redemption } = await crashAt('credit-confirmed');

    expect(status).toBe('used');
    expect(booking).toMatchObject({ status: 'confirmed', paymentMethod: 'credit', paymentStatus: 'paid' });
    expect(redemption.state).toBe('spent');
  });
});
