import { authMessages, type PublicUser } from '@wsms/contracts';
import { api, buildRegistration, insertUser, sessionCount, startAuth, type TestAuth } from '../../testing/auth-test-kit';

let auth: TestAuth;
let client: ReturnType<typeof api>;

beforeAll(async () => {
  auth = await startAuth('auth_login');
  client = api(auth);
});
afterAll(() => auth.stop());

describe('POST /api/auth/login', () => {
  it('When the credentials are right, then 200 answers the user and sets an httpOnly session cookie', async () => {
    const { user, account } = await insertUser(auth, { role: 'staff' });

    const res = await client.login({ username: account.username, password: account.password });

    expect(res.status).toBe(200);
    const body = (await res.json()) as PublicUser;
    expect(body).toMatchObject({ id: user.id, username: account.username, role: 'staff' });
    expect(body).not.toHaveProperty('passwordHash');
    expect(Date.parse(body.lastLogin ?? '')).toBeGreaterThan(Date.now() - 60_000);
    const setCookie = res.headers.getSetCookie();
    expect(setCookie).toHaveLength(1);
    expect(setCookie[0]).toMatch(/^session=[\w-]+\.[\w-]+\.[\w-]+;/);
    expect(setCookie[0]).toContain('HttpOnly');
    expect(setCookie[0]).toContain('SameSite=Lax');
    expect(setCookie[0]).toContain('Path=/');
    expect(setCookie[0]).toContain(`Max-Age=${168 * 3600}`);
    expect(setCookie[0]).not.toContain('Secure');
    // No Domain: the cookie belongs to whichever host the site was opened at (localhost or 127.0.0.1).
    expect(setCookie[0]).not.toMatch(/Domain=/i);
  });

  it('When the JWT is decoded, then it names the session record and the user and expires with the session', async () => {
    const { user, account } = await insertUser(auth);

    const { cookie } = await client.signIn(account.username, account.password);

    const payload = JSON.parse(Buffer.from(cookie.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
    const session = await auth.db.collection('user_sessions').findOne({ token: payload.sid });
    expect(payload.sub).toBe(user.id);
    expect(String(session?.userId)).toBe(user.id);
    expect(payload.exp).toBe(Math.floor((session?.expiresAt as Date).getTime() / 1000));
  });

  it('When the username is typed in another letter case, then the login still succeeds', async () => {
    const { account } = await insertUser(auth, { username: 'Riley_Case' });

    const res = await client.login({ username: 'RILEY_case', password: account.password });

    expect(res.status).toBe(200);
  });

  it('When the password is wrong or the user unknown or inactive, then the same 401 Invalid credentials', async () => {
    const { account } = await insertUser(auth);
    const { account: inactive } = await insertUser(auth);
    await auth.db.collection('users').updateOne({ usernameKey: inactive.username.toLowerCase() }, { $set: { isActive: false } });

    const wrongPassword = await client.login({ username: account.username, password: 'wrong-password' });
    const unknownUser = await client.login({ username: 'nobody_here', password: 'wrong-password' });
    const inactiveUser = await client.login({ username: inactive.username, password: inactive.password });

    for (const res of [wrongPassword, unknownUser, inactiveUser]) {
      expect(res.status).toBe(401);
      expect(res.headers.getSetCookie()).toEqual([]);
      expect(await res.text()).toBe(JSON.stringify({ message: authMessages.invalidCredentials }));
    }
  });

  it.each([
    ['username', { username: '', password: 'secret123' }, authMessages.usernameRequired],
    ['username', { username: '   ', password: 'secret123' }, authMessages.usernameRequired],
    ['password', { username: 'someone', password: '' }, authMessages.passwordRequired],
  ])('When %s is empty (%j), then 400 names the field with the spec message', async (field, body, message) => {
    const res = await client.login(body);

    expect(res.status).toBe(400);
    const json = (await res.json()) as { errors: Array<{ path: string; message: string }> };
    expect(json.errors).toEqual([{ path: field, message }]);
  });

  it.each([
    ['username', { password: 'secret123' }],
    ['password', { username: 'someone' }],
  ])('When %s is absent (%j), then 400 names the field', async (field, body) => {
    const res = await client.login(body);

    expect(res.status).toBe(400);
    const json = (await res.json()) as { errors: Array<{ path: string }> };
    expect(json.errors.map((error) => error.path)).toEqual([field]);
  });

  it('When the username is an operator object, then 400 and no session is created', async () => {
    await client.register(buildRegistration());
    const before = await sessionCount(auth);

    const res = await client.login('{"username":{"$gt":""},"password":"x"}');

    expect(res.status).toBe(400);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(await sessionCount(auth)).toBe(before);
  });

  it('When the body has an unexpected field, then 400', async () => {
    const res = await client.login({ username: 'someone', password: 'secret123', admin: true });

    expect(res.status).toBe(400);
  });
});

describe('POST /api/auth/login with COOKIE_SECURE', () => {
  it('When secure cookies are configured, then the session cookie is marked Secure', async () => {
    const secureAuth = await startAuth('auth_login_secure', { COOKIE_SECURE: 'true', SESSION_TTL_HOURS: '2' });
    try {
      const { account } = await insertUser(secureAuth);

      const res = await api(secureAuth).login({ username: account.username, password: account.password });

      expect(res.headers.getSetCookie()[0]).toMatch(/; Secure/);
      expect(res.headers.getSetCookie()[0]).toContain('Max-Age=7200');
    } finally {
      await secureAuth.stop();
    }
  });
});

describe('POST /api/auth/login timing', () => {
  it('When the user is unknown, then the answer takes about as long as a wrong password (bcrypt still runs)', async () => {
    const slowAuth = await startAuth('auth_login_timing', { BCRYPT_COST: '10', LOGIN_MAX_FAILURES_PER_PAIR: '50', LOGIN_MAX_FAILURES_PER_IP: '50', LOGIN_SLOWDOWN_AFTER_FAILURES: '50' });
    try {
      const slowClient = api(slowAuth);
      const { account } = await insertUser(slowAuth);
      const timed = async (body: object) => {
        const started = performance.now();
        await slowClient.login(body);
        return performance.now() - started;
      };
      const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;
      const known = { username: account.username, password: 'wrong-password' };
      const unknown = { username: 'nobody_at_all', password: 'wrong-password' };
      // Warm up (the bcrypt worker threads start on first use), then alternate the two kinds so a
      // busy machine slows both alike; the pair limit stays out of the way (LOGIN_MAX_FAILURES_PER_PAIR).
      await timed(known);
      await timed(unknown);
      const knownTimes: number[] = [];
      const unknownTimes: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        knownTimes.push(await timed(known));
        unknownTimes.push(await timed(unknown));
      }
      const wrongPassword = median(knownTimes);
      const unknownUser = median(unknownTimes);

      expect(unknownUser).toBeGreaterThan(wrongPassword * 0.5);
    } finally {
      await slowAuth.stop();
    }
  }, 30000);
});
