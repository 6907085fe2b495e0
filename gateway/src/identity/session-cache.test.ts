import jwt from 'jsonwebtoken';
import { TEST_IDENTITY_PUBLIC_KEY } from '@wsms/service-kit/testing';
import { type Received } from '../testing/fake-service';
import { send } from '../testing/send';
import { startTestGateway, type TestGateway } from '../testing/start-test-gateway';

let gw: TestGateway;
afterEach(() => gw.stop());

const lookups = () => gw.replicas.auth.flatMap((a) => a.received.filter((r) => r.path === '/internal/session'));
const identityOf = async (cookie: string) => (await send(`${gw.url}/api/bookings`, { headers: { cookie } })).json<Received>().headers['x-identity'];

describe('identity lookups cached per session', () => {
  it('When one session makes many requests within the window, then auth is asked once and every request carries a valid identity', async () => {
    gw = await startTestGateway({ env: { SESSION_CACHE_MS: '5000' } });

    const identities = await Promise.all(Array.from({ length: 20 }, () => identityOf('session=good')));
    identities.push(await identityOf('theme=dark; session=good'));

    expect(lookups()).toHaveLength(1);
    for (const token of identities) {
      expect(jwt.verify(token as string, TEST_IDENTITY_PUBLIC_KEY, { algorithms: ['ES256'], issuer: 'wsms-gateway', audience: 'wsms-services' })).toMatchObject({
        username: 'jamie',
      });
    }
  });

  it('When the window has passed, then auth is asked again (a revoked session stops working within it)', async () => {
    gw = await startTestGateway({ env: { SESSION_CACHE_MS: '200' } });

    await identityOf('session=good');
    await identityOf('session=good');
    await new Promise((r) => setTimeout(r, 300));
    await identityOf('session=good');

    expect(lookups()).toHaveLength(2);
  });

  it('When a refused session is retried within the window, then auth is asked once and no identity is forwarded either time', async () => {
    gw = await startTestGateway({ env: { SESSION_CACHE_MS: '5000' } });

    const identities = [await identityOf('session=forged'), await identityOf('session=forged')];

    expect(identities).toEqual([undefined, undefined]);
    expect(lookups()).toHaveLength(1);
  });

  it('When two sessions are used, then each is looked up on its own', async () => {
    gw = await startTestGateway({ env: { SESSION_CACHE_MS: '5000' } });

    const [good, forged] = [await identityOf('session=good'), await identityOf('session=forged')];

    expect(good).toEqual(expect.any(String));
    expect(forged).toBeUndefined();
    expect(lookups()).toHaveLength(2);
  });

  it('When SESSION_CACHE_MS is 0, then auth is asked on every request', async () => {
    gw = await startTestGateway({ env: { SESSION_CACHE_MS: '0' } });

    for (let i = 0; i < 3; i += 1) await identityOf('session=good');

    expect(lookups()).toHaveLength(3);
  });

  it('When auth has two instances, then the lookups are spread over them', async () => {
    gw = await startTestGateway({ env: { SESSION_CACHE_MS: '0' }, instances: { auth: 2 } });

    for (let i = 0; i < 4; i += 1) await identityOf('session=good');

    expect(gw.replicas.auth.map((a) => a.received.filter((r) => r.path === '/internal/session').length)).toEqual([2, 2]);
  });
});
