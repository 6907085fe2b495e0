import { api, insertUser, startAuth, type TestAuth } from '../../testing/auth-test-kit';

const tooMany = { message: 'Too many login attempts. Please try again later.' };
const from = (ip: string) => ({ 'x-forwarded-for': ip });
let ipCounter = 0;
const freshIp = () => `203.0.113.${(ipCounter += 1)}`;

describe('login rate limits', () => {
  let auth: TestAuth;
  let client: ReturnType<typeof api>;

  beforeAll(async () => {
    auth = await startAuth('auth_rate', { LOGIN_MAX_FAILURES_PER_USERNAME: '3', LOGIN_MAX_FAILURES_PER_IP: '5' });
    client = api(auth);
  });
  afterAll(() => auth.stop());

  it('When a username reaches its failure limit from many IPs, then even the right password gets 429 with Retry-After', async () => {
    const { account } = await insertUser(auth);
    for (let i = 0; i < 3; i += 1) {
      const res = await client.login({ username: account.username, password: 'wrong' }, from(freshIp()));
      expect(res.status).toBe(401);
    }

    const res = await client.login({ username: account.username.toUpperCase(), password: account.password }, from(freshIp()));

    expect(res.status).toBe(429);
    expect(await res.json()).toEqual(tooMany);
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('When one IP reaches its failure limit across usernames, then that IP gets 429 and another IP does not', async () => {
    const { account } = await insertUser(auth);
    const ip = freshIp();
    for (let i = 0; i < 5; i += 1) {
      const res = await client.login({ username: `unknown_${i}`, password: 'wrong' }, from(ip));
      expect(res.status).toBe(401);
    }

    const blocked = await client.login({ username: account.username, password: account.password }, from(ip));
    const elsewhere = await client.login({ username: account.username, password: account.password }, from(freshIp()));

    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(elsewhere.status).toBe(200);
  });

  it('When a login succeeds, then the username counter starts again', async () => {
    const { account } = await insertUser(auth);
    const wrong = () => client.login({ username: account.username, password: 'wrong' }, from(freshIp()));
    await wrong();
    await wrong();
    expect((await client.login({ username: account.username, password: account.password }, from(freshIp()))).status).toBe(200);

    const statuses = [(await wrong()).status, (await wrong()).status];
    const afterwards = await client.login({ username: account.username, password: account.password }, from(freshIp()));

    expect(statuses).toEqual([401, 401]);
    expect(afterwards.status).toBe(200);
  });

  it('When many wrong guesses for one username arrive at once, then no more than the limit are checked', async () => {
    const { account } = await insertUser(auth);

    const responses = await Promise.all(
      Array.from({ length: 10 }, () => client.login({ username: account.username, password: 'wrong' }, from(freshIp()))),
    );

    const statuses = responses.map((res) => res.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
  });
});

describe('login rate limit window', () => {
  it('When the failure window has passed, then the right password is accepted again', async () => {
    // 0.01 minutes = 600 ms
    const auth = await startAuth('auth_rate_window', { LOGIN_MAX_FAILURES_PER_USERNAME: '2', LOGIN_FAILURE_WINDOW_MINUTES: '0.01' });
    try {
      const client = api(auth);
      const { account } = await insertUser(auth);
      await client.login({ username: account.username, password: 'wrong' });
      await client.login({ username: account.username, password: 'wrong' });
      expect((await client.login({ username: account.username, password: account.password })).status).toBe(429);

      await new Promise((resolve) => setTimeout(resolve, 800));

      expect((await client.login({ username: account.username, password: account.password })).status).toBe(200);
    } finally {
      await auth.stop();
    }
  });
});
