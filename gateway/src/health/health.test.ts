import { send } from '../testing/send';
import { startTestGateway, waitFor, type TestGateway } from '../testing/start-test-gateway';

interface HealthBody {
  status: string;
  services: Record<string, { status: string; latencyMs: number | null }>;
}

let gw: TestGateway;
beforeEach(async () => {
  gw = await startTestGateway();
});
afterEach(() => gw.stop());

const health = async () => {
  const res = await send(`${gw.url}/api/health`);
  return { status: res.status, body: res.json<HealthBody>() };
};

describe('health and unavailable services', () => {
  it('When every service is ready, then /api/health answers 200 ok with each service up and its latency', async () => {
    const { status, body } = await health();

    expect(status).toBe(200);
    expect(body.status).toBe('ok');
    for (const name of ['auth', 'catalog', 'booking', 'content']) {
      expect(body.services[name]).toEqual({ status: 'up', latencyMs: expect.any(Number) });
    }
  });

  it('When the gateway itself is asked /healthz, then 200', async () => {
    const res = await send(`${gw.url}/healthz`);

    expect(res.status).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
  });

  it('When a service is stopped, then its routes answer 503 JSON within 2 s while the others keep working', async () => {
    await gw.services.booking.stop();

    const refused = await send(`${gw.url}/api/bookings`);
    const other = await send(`${gw.url}/api/products`);

    expect(refused.status).toBe(503);
    expect(refused.ms).toBeLessThan(2000);
    expect(refused.json()).toEqual({ message: 'The booking service is unavailable. Please try again shortly.' });
    expect(other.status).toBe(200);
    expect(other.json()).toMatchObject({ service: 'catalog' });
  });

  it('When a service is stopped, then /api/health answers 503 degraded naming it down', async () => {
    await gw.services.content.stop();

    await waitFor(async () => (await health()).status === 503);
    const { body } = await health();

    expect(body.status).toBe('degraded');
    expect(body.services.content).toMatchObject({ status: 'down' });
    expect(body.services.auth).toMatchObject({ status: 'up' });
  });

  it('When a service freezes, then after the monitor notices its routes answer 503 within 2 s and others work', async () => {
    gw.services.catalog.freeze();

    await waitFor(() => !gw.gateway.monitor.isAvailable('catalog'), 3000);
    const refused = await send(`${gw.url}/api/instructors`);
    const other = await send(`${gw.url}/api/bookings`);

    expect(refused.status).toBe(503);
    expect(refused.ms).toBeLessThan(2000);
    expect(refused.json()).toEqual({ message: 'The catalog service is unavailable. Please try again shortly.' });
    expect(other.status).toBe(200);
  });

  it('When a service reports not ready and later recovers, then its routes answer 503 and then work again', async () => {
    gw.services.auth.setReady(false);
    await waitFor(() => !gw.gateway.monitor.isAvailable('auth'));
    const during = await send(`${gw.url}/api/auth/me`);

    gw.services.auth.setReady(true);
    await waitFor(() => gw.gateway.monitor.isAvailable('auth'));
    const after = await send(`${gw.url}/api/auth/me`);

    expect(during.status).toBe(503);
    expect(after.status).toBe(200);
  });

  it('When a service accepts a request but never answers it, then 504 JSON after the proxy timeout', async () => {
    const res = await send(`${gw.url}/api/orders/hang`);

    expect(res.status).toBe(504);
    expect(res.ms).toBeGreaterThanOrEqual(900);
    expect(res.json()).toEqual({ message: 'The catalog service did not answer in time. Please try again shortly.' });
    expect(gw.gateway.monitor.isAvailable('catalog')).toBe(true);
  });
});
