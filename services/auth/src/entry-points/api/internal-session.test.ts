import type { Identity } from '@wsms/contracts';
import { internalHeaders } from '@wsms/service-kit/testing';
import { api, insertUser, startAuth, type TestAuth } from '../../testing/auth-test-kit';

let auth: TestAuth;
let client: ReturnType<typeof api>;

beforeAll(async () => {
  auth = await startAuth('auth_internal');
  client = api(auth);
});
afterAll(() => auth.stop());

const secret = internalHeaders();

describe('GET /internal/session', () => {
  it('When the internal secret is missing or wrong, then 403 even with a valid cookie', async () => {
    const { account } = await insertUser(auth);
    const { cookie } = await client.signIn(account.username, account.password);

    const missing = await client.internalSession({ cookie });
    const wrong = await client.internalSession({ cookie, 'x-internal-secret': 'not-the-secret' });

    expect(missing.status).toBe(403);
    expect(wrong.status).toBe(403);
  });

  it('When there is no cookie, then 401', async () => {
    const res = await client.internalSession(secret);

    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Not authenticated' });
  });

  it('When the cookie names a live session, then 200 with the identity of its user', async () => {
    const { user, account } = await insertUser(auth, { role: 'staff', firstName: 'Marcus', lastName: 'Silva' });
    const { cookie } = await client.signIn(account.username, account.password);

    const res = await client.internalSession({ ...secret, cookie: `theme=dark; ${cookie}` });

    expect(res.status).toBe(200);
    expect((await res.json()) as Identity).toEqual({
      sub: user.id,
      role: 'staff',
      email: account.email,
      username: account.username,
      firstName: 'Marcus',
      lastName: 'Silva',
      emailVerified: true,
    });
  });

  it('When the session has been logged out, then 401', async () => {
    const { account } = await insertUser(auth);
    const { cookie } = await client.signIn(account.username, account.password);
    await client.logout(cookie);

    const res = await client.internalSession({ ...secret, cookie });

    expect(res.status).toBe(401);
  });
});
