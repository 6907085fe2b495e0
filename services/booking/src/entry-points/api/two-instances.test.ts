// Two booking instances on one database behind the real gateway (round robin): the capacity and
// the per-address limit hold across instances because both live in MongoDB, not in a process.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createService } from '@wsms/service-kit';
import { baseTestEnv, TEST_IDENTITY_PRIVATE_KEY, TEST_INTERNAL_SECRET } from '@wsms/service-kit/testing';
import { createGateway, loadConfig as loadGatewayConfig } from '@wsms/gateway';
import { startFakeService, type FakeService } from '@wsms/gateway/testing/fake-service';
import { bookingService } from '../../app';
import { loadConfig } from '../../config';
import { seatRepository } from '../../data-access/seats/seat-repository';
import { buildCheckout, insertInstructor, insertSlot, insertWeek, startCatalog, testClock, type TestCatalog } from '../../testing/booking-test-kit';

jest.setTimeout(120_000);

const TUESDAY = '2030-01-08';
const clock = testClock('2030-01-07T12:00:00Z');
let catalog: TestCatalog;
let others: FakeService[];

/** A booking instance; `served` counts the requests that reached it. */
async function startInstance(mongoUri: string, env: Record<string, string>) {
  const config = loadConfig({
    ...baseTestEnv('booking'),
    MONGODB_URI: mongoUri,
    CATALOG_URL: catalog.url,
    BOOKING_SWEEP_SECONDS: '0',
    LOG_LEVEL: 'silent',
    CHECKOUT_MAX_HOLDS_PER_EMAIL: '100',
    CHECKOUT_MAX_HOLDS_PER_ADDRESS: '10000',
    CHECKOUT_MAX_HOLDS_PER_ADDRESS_PER_INSTRUCTOR_DAY: '10000',
    CHECKOUT_GUEST_SHARE_PERCENT: '100',
    ...env,
  });
  const running = await (await createService(bookingService(config, { clock }))).listen(0, '127.0.0.1');
  const counter = { served: 0 };
  (running.server as Server).on('request', (req: { url?: string }) => {
    if (req.url?.startsWith('/api/')) counter.served += 1;
  });
  return { url: `http://127.0.0.1:${running.port}`, db: running.db, stop: running.stop, counter };
}

/** Two instances on one fresh database and a gateway that lists both; X-Forwarded-For is believed from loopback. */
async function startTwoInstances(env: Record<string, string> = {}) {
  const mongoUri = baseTestEnv('booking').MONGODB_URI;
  const instances = [await startInstance(mongoUri, env), await startInstance(mongoUri, env)];
  const config = loadGatewayConfig({
    AUTH_URL: others[0]!.url,
    CONTENT_URL: others[1]!.url,
    CATALOG_URL: catalog.url,
    BOOKING_URL: instances.map((i) => i.url).join(','),
    INTERNAL_SECRET: TEST_INTERNAL_SECRET,
    IDENTITY_PRIVATE_KEY: TEST_IDENTITY_PRIVATE_KEY,
    TRUSTED_PROXIES: 'loopback',
    // These tests are about capacity across instances, not latency: the gateway, both instances and
    // the catalog share this one test process, which a loaded CI machine can slow past the default 10 s.
    PROXY_TIMEOUT_MS: '60000',
    LOG_LEVEL: 'silent',
  });
  const gateway = createGateway(config);
  await gateway.ready;
  const server: Server = await new Promise((resolve) => {
    const s = gateway.app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const checkout = (body: unknown, ip: string) =>
    fetch(`${url}/api/bookings/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url, 'x-forwarded-for': ip },
      body: JSON.stringify(body),
    });
  return {
    url,
    instances,
    db: instances[0]!.db,
    checkout,
    stop: async () => {
      gateway.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      for (const instance of instances) await instance.stop();
    },
  };
}
type TwoInstances = Awaited<ReturnType<typeof startTwoInstances>>;

/** How many answers had each status, so a failure shows what the losers got. */
const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((counts, s) => ({ ...counts, [s]: (counts[s] ?? 0) + 1 }), {});

beforeAll(async () => {
  catalog = await startCatalog();
  others = [await startFakeService('auth'), await startFakeService('content')];
});
afterAll(async () => {
  await catalog.stop();
  for (const other of others) await other.stop();
});

describe('two booking instances behind the gateway', () => {
  let stack: TwoInstances;
  afterEach(() => stack.stop());

  it('When 200 clients race through the gateway for a slot with maxBookings 1, then exactly one wins although both instances served the race', async () => {
    stack = await startTwoInstances();
    const instructor = await insertInstructor(catalog);
    await insertSlot(stack.db, instructor.id, { dayOfWeek: 2, startTime: '09:00', endTime: '11:00', maxBookings: 1 });

    const statuses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        stack
          .checkout(buildCheckout(instructor.id, { time: '09:00', clientEmail: `racer${i}@example.com` }), `198.51.100.${(i % 250) + 1}`)
          .then((res) => res.status),
      ),
    );

    expect(tally(statuses)).toEqual({ 201: 1, 409: 199 });
    expect(stack.instances.map((i) => i.counter.served)).toEqual([100, 100]);
    const seats = (await seatRepository(stack.db).listForDate(instructor.id, TUESDAY)).filter((s) => s.time === '09:00');
    expect(seats).toHaveLength(1);
    const free = await fetch(`${stack.url}/api/instructors/${instructor.id}/availability?date=${TUESDAY}`);
    expect(((await free.json()) as { availableTimes: string[] }).availableTimes).toEqual(['10:00']);
  });

  it('When 200 clients race for a slot with maxBookings 3 across both instances, then exactly three succeed with seats 1, 2 and 3', async () => {
    stack = await startTwoInstances();
    const instructor = await insertInstructor(catalog);
    await insertSlot(stack.db, instructor.id, { dayOfWeek: 2, startTime: '09:00', endTime: '11:00', maxBookings: 3 });

    const statuses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        stack
          .checkout(buildCheckout(instructor.id, { time: '09:00', clientEmail: `racer${i}@example.com` }), `203.0.113.${(i % 250) + 1}`)
          .then((res) => res.status),
      ),
    );

    expect(tally(statuses)).toEqual({ 201: 3, 409: 197 });
    const seats = (await seatRepository(stack.db).listForDate(instructor.id, TUESDAY)).filter((s) => s.time === '09:00');
    expect(seats.map((s) => s.seat).sort()).toEqual([1, 2, 3]);
  });

  it('When one address passes its checkouts per 10 minutes, alternating between the instances, then the third answers 429 and another address still checks out', async () => {
    stack = await startTwoInstances({ CHECKOUT_MAX_PER_ADDRESS_PER_10_MIN: '2' });
    const instructor = await insertInstructor(catalog);
    await insertWeek(stack.db, instructor.id);
    const at = (time: string, ip: string) => stack.checkout(buildCheckout(instructor.id, { time }), ip);

    const first = await at('09:00', '198.51.100.20');
    const second = await at('10:00', '198.51.100.20');
    const servedAfterTwo = stack.instances.map((i) => i.counter.served);
    const refused = await at('11:00', '198.51.100.20');
    const elsewhere = await at('12:00', '198.51.100.21');

    expect([first.status, second.status]).toEqual([201, 201]);
    expect(servedAfterTwo).toEqual([1, 1]);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: 'Too many checkouts from this address. Please try again later.' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(elsewhere.status).toBe(201);
    expect(await stack.db.collection('bookings').countDocuments()).toBe(3);
  });
});
