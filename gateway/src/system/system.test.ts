import { adminSystemSchema, type AdminSystem, type InstanceSummary } from '@wsms/contracts/system';
import { send } from '../testing/send';
import { startTestGateway, type TestGateway } from '../testing/start-test-gateway';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway({ instances: { booking: 2 } });
});
afterAll(() => gw.stop());

const ask = (cookie?: string) => send(`${gw.url}/api/admin/system`, { headers: cookie ? { cookie } : {} });

/** A summary as an instance gives it: `requests` in a 60 s window, latency counts in seconds. */
const summary = (service: string, overrides: Partial<InstanceSummary> = {}): InstanceSummary => ({
  service,
  version: '1.4.2',
  uptimeS: 3600,
  windowS: 60,
  requests: 0,
  errors: 0,
  latency: { buckets: [], count: 0 },
  figures: {},
  ...overrides,
});
const counts = (buckets: Array<[number, number]>, count: number) => ({ buckets: buckets.map(([le, c]) => ({ le, count: c })), count });

describe('GET /api/admin/system: who may ask', () => {
  it('When nobody is signed in, then 401', async () => {
    const res = await ask();

    expect(res.status).toBe(401);
    expect(res.json()).toEqual({ message: 'Not authenticated' });
  });

  it('When a client asks, then 403', async () => {
    const res = await ask('session=good');

    expect(res.status).toBe(403);
    expect(res.json()).toEqual({ message: 'Insufficient role' });
  });

  it('When a staff member asks, then 403', async () => {
    expect((await ask('session=good-staff')).status).toBe(403);
  });

  it('When the session is not one auth knows, then 401', async () => {
    expect((await ask('session=forged')).status).toBe(401);
  });
});

describe('GET /api/admin/system: what an admin sees', () => {
  it("When every instance answers, then each service's figures are added up over its instances and the business figures come from their services", async () => {
    const [booking1, booking2] = gw.replicas.booking;
    // Booking: 120 + 60 requests a minute, 3 of them 5xx; 95% of them at most 0.25 s.
    booking1!.setSummary(summary('booking', {
      requests: 120,
      errors: 3,
      latency: counts([[0.1, 100], [0.25, 114], [1, 120]], 120),
      figures: { outbox: { pending: 4, oldestAgeS: 90.4 }, feedLagS: 2.2 },
    }));
    booking2!.setSummary(summary('booking', { version: '1.4.1', uptimeS: 20, windowS: 20, requests: 20, latency: counts([[0.1, 15], [0.25, 20], [1, 20]], 20) }));
    gw.services.auth.setSummary(summary('auth', { figures: { lastBackup: { at: '2030-01-07T03:00:00.000Z', sizeBytes: 5_242_880, ok: true }, backupEveryHours: 24 } }));
    // Content: 4 LCP reports of at most 2 s and 4 of at most 4 s: the 75th percentile is 3 s.
    gw.services.content.setSummary(summary('content', {
      figures: { vitals: { lcp: counts([[2, 4], [4, 8]], 8), inp: counts([[0.1, 2], [0.2, 4]], 4), cls: { buckets: [], count: 0 } } },
    }));

    const res = await ask('session=good-admin');

    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = adminSystemSchema.parse(res.json()) satisfies AdminSystem;
    expect(body.services.map((s) => s.name)).toEqual(['gateway', 'auth', 'catalog', 'booking', 'content']);
    const booking = body.services.find((s) => s.name === 'booking')!;
    expect(booking.instances).toEqual([
      { url: booking1!.url, up: true, version: '1.4.2', uptimeS: 3600 },
      { url: booking2!.url, up: true, version: '1.4.1', uptimeS: 20 },
    ]);
    expect(booking.requestsPerMin).toBe(180);
    expect(booking.errorRate).toBeCloseTo(3 / 140, 4);
    // Added up: 115 at most 0.1 s, 134 at most 0.25 s, 140 in all; rank 0.95 * 140 = 133 lies in the 0.1..0.25 s bucket.
    expect(booking.p95Ms).toBe(Math.round((0.1 + 0.15 * ((133 - 115) / (134 - 115))) * 1000));
    expect(body.services.find((s) => s.name === 'catalog')).toMatchObject({ requestsPerMin: 0, errorRate: null, p95Ms: null });
    expect(body.services[0]!.instances).toEqual([{ url: gw.url, up: true, version: expect.any(String), uptimeS: expect.any(Number) }]);
    expect(body.outbox).toEqual({ pending: 4, oldestAgeS: 90 });
    expect(body.feedLagS).toBe(2);
    expect(body.vitals).toEqual({ lcpP75Ms: 3000, inpP75Ms: 150, clsP75: null });
    expect(body.backups).toEqual({ last: { at: '2030-01-07T03:00:00.000Z', sizeBytes: 5_242_880, ok: true }, everyHours: 24 });
  });

  it('When one booking instance is stopped, then it is up:false and the answer still comes with the other one', async () => {
    const stack = await startTestGateway({ instances: { booking: 2 } });
    try {
      const [first, second] = stack.replicas.booking;
      second!.setSummary(summary('booking', { requests: 30, figures: { outbox: { pending: 1, oldestAgeS: 5 }, feedLagS: 0 } }));
      await first!.stop();

      const res = await send(`${stack.url}/api/admin/system`, { headers: { cookie: 'session=good-admin' } });

      expect(res.status).toBe(200);
      const booking = adminSystemSchema.parse(res.json()).services.find((s) => s.name === 'booking')!;
      expect(booking.instances).toEqual([
        { url: first!.url, up: false, version: null, uptimeS: null },
        { url: second!.url, up: true, version: '1.4.2', uptimeS: 3600 },
      ]);
      expect(booking.requestsPerMin).toBe(30);
      expect(adminSystemSchema.parse(res.json()).outbox).toEqual({ pending: 1, oldestAgeS: 5 });
    } finally {
      await stack.stop();
    }
  });

  it('When an instance answers with a body its contract does not allow, then it counts as down too', async () => {
    gw.services.catalog.setSummary({ service: 'catalog' } as InstanceSummary);

    const body = adminSystemSchema.parse((await ask('session=good-admin')).json());

    expect(body.services.find((s) => s.name === 'catalog')).toMatchObject({ instances: [{ up: false, version: null }], requestsPerMin: null });
  });
});
