import type { Received } from '../testing/fake-service';
import { send } from '../testing/send';
import { startTestGateway, waitFor, type TestGateway } from '../testing/start-test-gateway';

let gw: TestGateway;
beforeEach(async () => {
  gw = await startTestGateway({ instances: { booking: 2, catalog: 3 } });
});
afterEach(() => gw.stop());

const countsOf = (name: 'booking' | 'catalog', path: string) =>
  gw.replicas[name].map((instance) => instance.received.filter((r: Received) => r.path === path).length);

describe('several instances per service', () => {
  it('When a service has two instances, then requests are spread over both in turn', async () => {
    for (let i = 0; i < 10; i += 1) expect((await send(`${gw.url}/api/bookings`)).status).toBe(200);

    expect(countsOf('booking', '/api/bookings')).toEqual([5, 5]);
  });

  it('When a service has three instances, then each gets a third of the requests', async () => {
    for (let i = 0; i < 9; i += 1) await send(`${gw.url}/api/products`);

    expect(countsOf('catalog', '/api/products')).toEqual([3, 3, 3]);
  });

  it('When one instance stops, then every read goes to the other without a 503', async () => {
    const [first, second] = gw.replicas.booking;
    await first!.stop();
    const before = second!.received.length;

    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await send(`${gw.url}/api/bookings`)).status);
    await waitFor(() => gw.gateway.monitor.snapshot().booking.instances?.[0]?.status === 'down');
    for (let i = 0; i < 6; i += 1) statuses.push((await send(`${gw.url}/api/bookings`)).status);

    // A read sent to the stopped instance before the monitor noticed is retried on the other one.
    expect(statuses).toEqual(Array.from({ length: 12 }, () => 200));
    expect(second!.received.length - before).toBe(12);
  });

  it('When one instance reports not ready, then it gets no requests until it is ready again', async () => {
    const first = gw.replicas.booking[0]!;
    first.setReady(false);
    await waitFor(() => gw.gateway.monitor.snapshot().booking.instances?.[0]?.status === 'down');

    for (let i = 0; i < 4; i += 1) await send(`${gw.url}/api/bookings`);
    expect(countsOf('booking', '/api/bookings')).toEqual([0, 4]);

    first.setReady(true);
    await waitFor(() => gw.gateway.monitor.snapshot().booking.instances?.[0]?.status === 'up');
    for (let i = 0; i < 4; i += 1) await send(`${gw.url}/api/bookings`);
    expect(countsOf('booking', '/api/bookings')).toEqual([2, 6]);
  });

  it('When every instance of a service is down, then its routes answer 503 and /api/health names each instance down', async () => {
    await Promise.all(gw.replicas.booking.map((instance) => instance.stop()));
    await waitFor(() => !gw.gateway.monitor.isAvailable('booking'));

    const refused = await send(`${gw.url}/api/bookings`);
    const health = await send(`${gw.url}/api/health`);

    expect(refused.status).toBe(503);
    expect(refused.json()).toEqual({ message: 'The booking service is unavailable. Please try again shortly.' });
    expect(health.status).toBe(503);
    expect(health.json<{ services: Record<string, unknown> }>().services.booking).toEqual({
      status: 'down',
      latencyMs: null,
      instances: gw.replicas.booking.map((instance) => ({ url: instance.url, status: 'down', latencyMs: null })),
    });
  });

  it('When one of two instances is down, then /api/health still says the service is up and lists both', async () => {
    await gw.replicas.booking[1]!.stop();
    await waitFor(() => gw.gateway.monitor.snapshot().booking.instances?.[1]?.status === 'down');

    const health = (await send(`${gw.url}/api/health`)).json<{ services: Record<string, { status: string; instances: unknown[] }> }>();

    expect(health.services.booking?.status).toBe('up');
    expect(health.services.booking?.instances).toEqual([
      { url: gw.replicas.booking[0]!.url, status: 'up', latencyMs: expect.any(Number) },
      { url: gw.replicas.booking[1]!.url, status: 'down', latencyMs: null },
    ]);
  });
});

describe('one instance per service', () => {
  let single: TestGateway;
  beforeEach(async () => {
    single = await startTestGateway();
  });
  afterEach(() => single.stop());

  it('When a read meets a connection the service has just closed, then it is sent again on a new one (200, not 503); a write is not', async () => {
    const read = await send(`${single.url}/api/bookings/drop-once`);
    expect(read.status).toBe(200);
    expect(single.replicas.booking[0]!.received.filter((r: Received) => r.path === '/api/bookings/drop-once')).toHaveLength(1);

    const write = await send(`${single.url}/api/bookings/drop-once?write`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json', origin: single.url } });
    expect(write.status).toBe(503);
  });
});
