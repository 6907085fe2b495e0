import jwt from 'jsonwebtoken';
import { Types } from 'mongoose';
import type { PublicUser } from '@wsms/contracts';
import { newSessionId, signSessionJwt } from '../../domain/session-token';
import { api, buildRegistration, insertUser, startAuth, TEST_JWT_SECRET, type TestAuth } from '../../testing/auth-test-kit';

let auth: TestAuth;
let client: ReturnType<typeof api>;

beforeAll(async () => {
  auth = await startAuth('auth_session');
  client = api(auth);
});
afterAll(() => auth.stop());

const notAuthenticated = { message: 'Not authenticated' };
const sidOf = (cookie: string) =>
  (JSON.parse(Buffer.from(cookie.split('.')[1] ?? '', 'base64url').toString()) as { sid: string }).sid;

describe('session lifecycle', () => {
  it('When a user registers, logs in, reads me and logs out, then me and a copy of the old cookie are refused', async () => {
    const registration = buildRegistration();
    expect((await client.register(registration)).status).toBe(201);
    const { cookie } = await client.signIn(registration.username, registration.password);
    expect(await auth.db.collection('user_sessions').findOne({ token: sidOf(cookie) })).not.toBeNull();

    const me = await client.me(cookie);
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('no-store');
    expect(((await me.json()) as PublicUser).username).toBe(registration.username);

    const logout = await client.logout(cookie);
    expect(logout.status).toBe(204);
    expect(logout.headers.getSetCookie()[0]).toMatch(/^session=;.*Expires=Thu, 01 Jan 1970/);

    const afterLogout = await client.me(cookie);
    expect(afterLogout.status).toBe(401);
    expect(await afterLogout.json()).toEqual(notAuthenticated);
    expect(await auth.db.collection('user_sessions').findOne({ token: sidOf(cookie) })).toBeNull();
  });

  it('When one of two sessions logs out, then only that session ends', async () => {
    const { account } = await insertUser(auth);
    const first = await client.signIn(account.username, account.password);
    const second = await client.signIn(account.username, account.password);

    await client.logout(first.cookie);

    expect((await client.me(first.cookie)).status).toBe(401);
    expect((await client.me(second.cookie)).status).toBe(200);
  });

  it('When a signed-out visitor logs out, then still 204', async () => {
    expect((await client.logout()).status).toBe(204);
    expect((await client.logout('session=garbage')).status).toBe(204);
  });

  it.each([
    ['no cookie', undefined],
    ['a malformed cookie', 'session=not-a-jwt'],
    ['a JWT signed with another secret', `session=${jwt.sign({ sid: 'x' }, 'another-secret-that-is-also-long-enough', { subject: '0'.repeat(24) })}`],
    ['a JWT for a session that does not exist', `session=${signSessionJwt({ sid: newSessionId(), sub: '0'.repeat(24) }, new Date(Date.now() + 60_000), TEST_JWT_SECRET)}`],
  ])('When me is called with %s, then 401 Not authenticated', async (_label, cookie) => {
    const res = await client.me(cookie);

    expect(res.status).toBe(401);
    expect(await res.json()).toEqual(notAuthenticated);
  });

  it('When the session record has expired but the JWT has not, then 401 and the record is removed', async () => {
    const { user } = await insertUser(auth);
    const sid = newSessionId();
    const sessions = auth.db.collection('user_sessions');
    const { insertedId } = await sessions.insertOne({
      userId: new Types.ObjectId(user.id),
      token: sid,
      expiresAt: new Date(Date.now() - 1000),
      createdAt: new Date(Date.now() - 60_000),
    });
    const cookie = `session=${signSessionJwt({ sid, sub: user.id }, new Date(Date.now() + 3_600_000), TEST_JWT_SECRET)}`;

    const res = await client.me(cookie);

    expect(res.status).toBe(401);
    expect(await sessions.findOne({ _id: insertedId })).toBeNull();
  });

  it('When the user is deactivated after signing in, then me answers 401', async () => {
    const { account } = await insertUser(auth);
    const { cookie } = await client.signIn(account.username, account.password);

    await auth.db.collection('users').updateOne({ usernameKey: account.username.toLowerCase() }, { $set: { isActive: false } });

    expect((await client.me(cookie)).status).toBe(401);
  });

  it('When the session TTL passes, then the cookie is refused', async () => {
    // 0.0006 h is about 2.2 s; the JWT's exp is whole seconds, so it lasts at least 1.2 s.
    const shortAuth = await startAuth('auth_session_ttl', { SESSION_TTL_HOURS: '0.0006' });
    try {
      const shortClient = api(shortAuth);
      const { account } = await insertUser(shortAuth);
      const { cookie } = await shortClient.signIn(account.username, account.password);
      expect((await shortClient.me(cookie)).status).toBe(200);

      await new Promise((resolve) => setTimeout(resolve, 2600));

      expect((await shortClient.me(cookie)).status).toBe(401);
    } finally {
      await shortAuth.stop();
    }
  });
});
