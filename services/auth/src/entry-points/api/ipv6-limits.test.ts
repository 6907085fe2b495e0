import { authMessages } from '@wsms/contracts';
import { api, buildRegistration, insertUser, startAuth, type TestAuth } from '../../testing/auth-test-kit';

// An IPv6 client is usually given a whole /64 and may pick any address in it: each limit counts the /64.
describe('per-address login and registration limits with IPv6 clients', () => {
  let auth: TestAuth;
  let client: ReturnType<typeof api>;

  beforeAll(async () => {
    auth = await startAuth('auth_ipv6', { LOGIN_MAX_FAILURES_PER_PAIR: '3', LOGIN_SLOWDOWN_AFTER_FAILURES: '50', REGISTER_MAX_PER_ADDRESS_PER_HOUR: '2' });
    client = api(auth);
  });
  afterAll(() => auth.stop());

  it('When guesses for one username come from addresses that differ only in their last 64 bits, then they share the limit; another /64 still signs in', async () => {
    const { account } = await insertUser(auth);
    const guess = (ip: string) => client.login({ username: account.username, password: 'wrong' }, ip);

    const statuses = [];
    for (const ip of ['2001:db8:1:2::1', '2001:db8:1:2::2', '2001:db8:1:2:8000::3', '2001:db8:1:2:ffff:ffff:ffff:fffe']) statuses.push((await guess(ip)).status);
    const owner = await client.login({ username: account.username, password: account.password }, '2001:db8:1:3::1');

    expect(statuses).toEqual([401, 401, 401, 429]);
    expect(owner.status).toBe(200);
  });

  it('When registrations come from one /64, or from an IPv4 address also written as IPv4-mapped IPv6, then each counts as one address', async () => {
    const register = (ip: string) => client.register(buildRegistration(), ip).then((r) => r.status);

    const sixes = [await register('2001:db8:9:9::a'), await register('2001:db8:9:9::b'), await register('2001:db8:9:9:1::c')];
    const fours = [await register('198.51.100.90'), await register('::ffff:198.51.100.90'), await register('::ffff:c633:645a')];
    const refused = await client.register(buildRegistration(), '2001:db8:9:9::d');

    expect(sixes).toEqual([201, 201, 429]);
    expect(fours).toEqual([201, 201, 429]);
    expect(await refused.json()).toEqual({ message: authMessages.tooManyRegistrations });
  });
});
