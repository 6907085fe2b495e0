import { authMessages } from '@wsms/contracts';
import { api, insertUser, startAuth, type TestAuth } from '../../testing/auth-test-kit';

const tooMany = { message: authMessages.tooManyLogins };
let ipCounter = 0;
const freshIp = () => `203.0.113.${(ipCounter += 1)}`;

describe('login limits that cannot become lockouts', () => {
  let auth: TestAuth;
  let client: ReturnType<typeof api>;

  beforeAll(async () => {
    auth = await startAuth('auth_rate', {
      LOGIN_MAX_FAILURES_PER_PAIR: '3',
      LOGIN_MAX_FAILURES_PER_IP: '6',
      LOGIN_SLOWDOWN_AFTER_FAILURES: '50',
    });
    client = api(auth);
  });
  afterAll(() => auth.stop());

  it('When a username is attacked from one address, then that pair gets 429 but the owner still signs in from another address', async () => {
    const { account } = await insertUser(auth);
    const attacker = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      statuses.push((await client.login({ username: account.username, password: 'wrong' }, attacker)).status);
    }

    const attackerWithRightPassword = await client.login({ username: account.username, password: account.password }, attacker);
    const owner = await client.login({ username: account.username.toUpperCase(), password: account.password }, freshIp());

    // The figure: 3 guesses checked, 7 refused, and the owner elsewhere is not locked out.
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429, 429, 429, 429, 429]);
    expect(attackerWithRightPassword.status).toBe(429);
    expect(await attackerWithRightPassword.json()).toEqual(tooMany);
    const retryAfter = Number(attackerWithRightPassword.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(attackerWithRightPassword.headers.getSetCookie()).toEqual([]);
    expect(owner.status).toBe(200);
  });

  it('When one address fails across many usernames, then that address gets 429 and another address does not', async () => {
    const { account } = await insertUser(auth);
    const ip = freshIp();
    for (let i = 0; i < 6; i += 1) {
      expect((await client.login({ username: `unknown_${ip}_${i}`, password: 'wrong' }, ip)).status).toBe(401);
    }

    const blocked = await client.login({ username: account.username, password: account.password }, ip);
    const elsewhere = await client.login({ username: account.username, password: account.password }, freshIp());

    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(elsewhere.status).toBe(200);
  });

  it('When a login succeeds, then the counter of that pair starts again', async () => {
    const { account } = await insertUser(auth);
    const ip = freshIp();
    const wrong = () => client.login({ username: account.username, password: 'wrong' }, ip);
    await wrong();
    await wrong();
    expect((await client.login({ username: account.username, password: account.password }, ip)).status).toBe(200);

    const statuses = [(await wrong()).status, (await wrong()).status];
    const afterwards = await client.login({ username: account.username, password: account.password }, ip);

    expect(statuses).toEqual([401, 401]);
    expect(afterwards.status).toBe(200);
  });

  it('When many wrong guesses from one address arrive at once, then no more than the limit are checked', async () => {
    const { account } = await insertUser(auth);
    const ip = freshIp();

    const responses = await Promise.all(
      Array.from({ length: 10 }, () => client.login({ username: account.username, password: 'wrong' }, ip)),
    );

    const statuses = responses.map((res) => res.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
  });

  it('When a request claims another address with X-Forwarded-For, then it is ignored (only the gateway’s signed address counts)', async () => {
    const { account } = await insertUser(auth);
    const wrong = (spoofed: string) =>
      fetch(`${auth.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': spoofed },
        body: JSON.stringify({ username: account.username, password: 'wrong' }),
      });

    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await wrong(freshIp())).status);

    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});

describe('a username failed from many addresses', () => {
  it('When failures pass the slow-down threshold, then the right password still signs in, only later', async () => {
    const auth = await startAuth('auth_rate_slow', { LOGIN_SLOWDOWN_AFTER_FAILURES: '2', LOGIN_SLOWDOWN_MAX_SECONDS: '1' });
    try {
      const client = api(auth);
      const { account } = await insertUser(auth);
      const { account: calm } = await insertUser(auth);
      for (let i = 0; i < 4; i += 1) {
        expect((await client.login({ username: account.username, password: 'wrong' }, freshIp())).status).toBe(401);
      }

      const timed = async (username: string, password: string) => {
        const started = performance.now();
        const res = await client.login({ username, password }, freshIp());
        return { status: res.status, ms: performance.now() - started };
      };
      const attacked = await timed(account.username, account.password);
      const untouched = await timed(calm.username, calm.password);

      expect(attacked.status).toBe(200);
      expect(untouched.status).toBe(200);
      // 4 failures, threshold 2: 250 ms x 2^2 = 1 s (the cap).
      expect(attacked.ms).toBeGreaterThanOrEqual(950);
      expect(untouched.ms).toBeLessThan(attacked.ms);
    } finally {
      await auth.stop();
    }
  }, 30000);
});

describe('two instances of the auth service', () => {
  it('When wrong guesses alternate between two instances on one database, then they share one limit', async () => {
    const first = await startAuth('auth_rate_two', { LOGIN_MAX_FAILURES_PER_PAIR: '3' });
    const second = await startAuth('unused', { LOGIN_MAX_FAILURES_PER_PAIR: '3', MONGODB_URI: first.config.MONGODB_URI }, first.internal);
    try {
      const { account } = await insertUser(first);
      const ip = freshIp();
      const clients = [api(first), api(second)];

      const statuses: number[] = [];
      for (let i = 0; i < 8; i += 1) {
        statuses.push((await clients[i % 2]!.login({ username: account.username, password: 'wrong' }, ip)).status);
      }

      // Counted: 3 checked in total (not 3 per instance), then both instances refuse.
      expect(statuses).toEqual([401, 401, 401, 429, 429, 429, 429, 429]);
    } finally {
      await second.stop();
      await first.stop();
    }
  });
});

describe('login rate limit window', () => {
  it('When the failure window has passed, then the right password is accepted again from that address', async () => {
    // 0.02 minutes = 1.2 s windows.
    const auth = await startAuth('auth_rate_window', { LOGIN_MAX_FAILURES_PER_PAIR: '2', LOGIN_FAILURE_WINDOW_MINUTES: '0.02' });
    try {
      const client = api(auth);
      const { account } = await insertUser(auth);
      const ip = freshIp();
      await client.login({ username: account.username, password: 'wrong' }, ip);
      await client.login({ username: account.username, password: 'wrong' }, ip);
      const refused = await client.login({ username: account.username, password: account.password }, ip);
      if (refused.status === 429) {
        await new Promise((resolve) => setTimeout(resolve, Number(refused.headers.get('retry-after')) * 1000 + 100));
      }

      expect(refused.status).toBe(429);
      expect((await client.login({ username: account.username, password: account.password }, ip)).status).toBe(200);
    } finally {
      await auth.stop();
    }
  });
});
