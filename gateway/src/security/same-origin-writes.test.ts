import { send } from '../testing/send';
import { startTestGateway, type TestGateway } from '../testing/start-test-gateway';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway({ env: { PUBLIC_ORIGINS: 'https://www.example.com, https://example.com' } });
});
afterAll(() => gw.stop());

const post = (path: string, headers: Record<string, string>) =>
  send(`${gw.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: '{}' });

describe('cross-origin writes', () => {
  it('When a POST comes from another origin, then 403 JSON and the service never sees it', async () => {
    const res = await post('/api/auth/login', { origin: 'https://evil.example' });

    expect(res.status).toBe(403);
    expect(res.json()).toEqual({ message: 'Cross-origin request refused' });
    expect(gw.services.auth.received).toHaveLength(0);
  });

  it.each(['PUT', 'PATCH', 'DELETE'])('When a %s comes from another origin, then 403', async (method) => {
    const res = await send(`${gw.url}/api/staff/s1`, { method, headers: { origin: 'http://localhost:9999' } });

    expect(res.status).toBe(403);
  });

  it('When the Origin is "null", then 403', async () => {
    expect((await post('/api/contact', { origin: 'null' })).status).toBe(403);
  });

  it('When a POST comes from the gateway’s own origin, then it passes', async () => {
    const res = await post('/api/contact', { origin: `http://${gw.host}` });

    expect(res.status).toBe(200);
    expect(res.json()).toMatchObject({ service: 'content' });
  });

  it('When a POST comes from an origin listed in PUBLIC_ORIGINS, then it passes', async () => {
    expect((await post('/api/contact', { origin: 'https://www.example.com' })).status).toBe(200);
  });

  it('When a POST has no Origin (a webhook or curl), then it passes', async () => {
    const res = await post('/api/payments/stripe/webhook', {});

    expect(res.status).toBe(200);
    expect(res.json()).toMatchObject({ service: 'booking' });
  });

  it('When a POST has no Origin but the browser marks it cross-site, then 403', async () => {
    expect((await post('/api/contact', { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
  });

  it('When a GET comes from another origin, then it is not refused', async () => {
    const res = await send(`${gw.url}/api/products`, { headers: { origin: 'https://evil.example' } });

    expect(res.status).toBe(200);
  });
});
