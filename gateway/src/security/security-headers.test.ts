import { send, type Sent } from '../testing/send';
import { startTestGateway, waitFor, type TestGateway } from '../testing/start-test-gateway';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(() => gw.stop());

// Paths outside /api fall through to the static routes, which answer with the site's own policy.
function expectSecurityHeaders(res: Sent, site = false) {
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['x-frame-options']).toBe(site ? 'SAMEORIGIN' : 'DENY');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
  expect(res.headers['content-security-policy']).toContain(site ? "frame-ancestors 'self'" : "frame-ancestors 'none'");
}

describe('security headers on answers the gateway makes itself', () => {
  it.each([
    ['/healthz', 200],
    ['/api/health', 200],
    ['/api/nope', 404],
  ])('When %s is requested, then %i with nosniff, frame and referrer policies and a CSP', async (path, status) => {
    const res = await send(`${gw.url}${path}`);

    expect(res.status).toBe(status);
    expectSecurityHeaders(res);
  });

  it('When an unknown non-page path is requested, then the 404 carries them too', async () => {
    const res = await send(`${gw.url}/nope.txt`, { headers: { accept: 'application/json' } });

    expect(res.status).toBe(404);
    expectSecurityHeaders(res, true);
  });

  it('When a service does not answer in time, then the 504 carries them', async () => {
    const res = await send(`${gw.url}/api/orders/hang`);

    expect(res.status).toBe(504);
    expectSecurityHeaders(res);
  });

  it('When a service is down, then the 503 carries them', async () => {
    await gw.services.content.stop();
    await waitFor(() => !gw.gateway.monitor.isAvailable('content'));

    const res = await send(`${gw.url}/api/contact`);

    expect(res.status).toBe(503);
    expectSecurityHeaders(res);
  });
});
