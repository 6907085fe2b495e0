import jwt from 'jsonwebtoken';
import { TEST_IDENTITY_PUBLIC_KEY } from '@wsms/service-kit/testing';
import { buildIdentity, TEST_SECRET, type Received } from '../testing/fake-service';
import { send } from '../testing/send';
import { startTestGateway, waitFor, type TestGateway } from '../testing/start-test-gateway';

let gw: TestGateway;
beforeEach(async () => {
  gw = await startTestGateway();
});
afterEach(() => gw.stop());

const echoed = async (path: string, headers: Record<string, string> = {}) =>
  (await send(`${gw.url}${path}`, { headers })).json<Received>();

const sessionLookups = () => gw.services.auth.received.filter((r) => r.path === '/internal/session');

describe('identity and forwarded headers', () => {
  it('When a client sends identity, internal or forwarding headers, then none of its values reach the service', async () => {
    const forged = jwt.sign({ ...buildIdentity({ role: 'admin' }) }, TEST_SECRET, { issuer: 'wsms-gateway', audience: 'wsms-services' });

    const { headers } = await echoed('/api/bookings', {
      'x-identity': forged,
      'x-user-role': 'admin',
      'x-user-id': '1',
      'x-internal-secret': TEST_SECRET,
      'x-forwarded-for': '6.6.6.6',
      'x-forwarded-host': 'evil.example',
      forwarded: 'for=6.6.6.6',
    });

    expect(headers['x-identity']).toBeUndefined();
    expect(headers['x-user-role']).toBeUndefined();
    expect(headers['x-user-id']).toBeUndefined();
    expect(headers['x-internal-secret']).toBeUndefined();
    expect(headers.forwarded).toBeUndefined();
    expect(headers['x-forwarded-for']).toMatch(/127\.0\.0\.1$/);
    expect(headers['x-forwarded-host']).toBe(gw.host);
    expect(headers['x-forwarded-proto']).toBe('http');
  });

  it('When a sane request id is sent, then the service and the response carry it; otherwise one is generated', async () => {
    const kept = await send(`${gw.url}/api/products`, { headers: { 'x-request-id': 'abc-123' } });
    const replaced = await send(`${gw.url}/api/products`, { headers: { 'x-request-id': 'bad id <script>' } });

    expect(kept.headers['x-request-id']).toBe('abc-123');
    expect(kept.json<Received>().headers['x-request-id']).toBe('abc-123');
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(replaced.json<Received>().headers['x-request-id']).toBe(replaced.headers['x-request-id']);
  });

  it("When a valid session cookie is sent, then the service receives an ES256 x-identity it verifies with the gateway's public key, not with the internal secret", async () => {
    const { headers } = await echoed('/api/user/workout-programs', { cookie: 'theme=dark; session=good' });

    expect(jwt.decode(headers['x-identity'] as string, { complete: true })?.header.alg).toBe('ES256');
    expect(() => jwt.verify(headers['x-identity'] as string, TEST_SECRET, { algorithms: ['HS256'] })).toThrow();
    const payload = jwt.verify(headers['x-identity'] as string, TEST_IDENTITY_PUBLIC_KEY, {
      algorithms: ['ES256'],
      issuer: 'wsms-gateway',
      audience: 'wsms-services',
    });
    expect(payload).toMatchObject(buildIdentity());
    expect(sessionLookups()[0]?.headers['x-internal-secret']).toBe(TEST_SECRET);
  });

  it('When a valid session cookie is sent to a service other than auth, then the cookie itself is not forwarded', async () => {
    const { headers } = await echoed('/api/bookings', { cookie: 'session=good' });

    expect(headers.cookie).toBeUndefined();
    expect(headers['x-identity']).toEqual(expect.any(String));
  });

  it('When an invalid session cookie is sent, then the request is forwarded without identity', async () => {
    const { headers } = await echoed('/api/bookings', { cookie: 'session=forged' });

    expect(headers['x-identity']).toBeUndefined();
    expect(sessionLookups()).toHaveLength(1);
  });

  it('When no session cookie is sent, then auth is not asked and no identity is forwarded', async () => {
    const { headers } = await echoed('/api/products', { cookie: 'theme=dark' });

    expect(headers['x-identity']).toBeUndefined();
    expect(sessionLookups()).toHaveLength(0);
  });

  it('When a request goes to auth, then its cookies are forwarded and no session lookup is made', async () => {
    const { headers } = await echoed('/api/auth/me', { cookie: 'session=good' });

    expect(headers.cookie).toBe('session=good');
    expect(headers['x-identity']).toBeUndefined();
    expect(sessionLookups()).toHaveLength(0);
  });

  it('When auth is down, then other services still answer, without identity', async () => {
    await gw.services.auth.stop();
    await waitFor(() => !gw.gateway.monitor.isAvailable('auth'));

    const res = await send(`${gw.url}/api/bookings`, { headers: { cookie: 'session=good' } });

    expect(res.status).toBe(200);
    expect(res.json<Received>().headers['x-identity']).toBeUndefined();
  });
});
