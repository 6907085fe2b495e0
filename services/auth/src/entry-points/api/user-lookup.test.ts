import { internalHeaders } from '@wsms/service-kit/testing';
import { ONE_BY_ONE_LOOKUPS } from '../../data-access/user-lookup-repository';
import { insertUser, startAuth, type TestAuth } from '../../testing/auth-test-kit';

let auth: TestAuth;
beforeAll(async () => {
  auth = await startAuth('auth_user_lookup');
});
afterAll(() => auth.stop());

const lookup = (body: unknown, headers: Record<string, string> = internalHeaders()) =>
  fetch(`${auth.url}/internal/users/lookup`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

describe('POST /internal/users/lookup', () => {
  it('When asked by e-mail (any case) and by id, then the matching accounts come back with their verification flag and nothing else', async () => {
    const verified = await insertUser(auth, { email: 'Verified.Client@Example.com', firstName: 'Vera', lastName: 'Fied', emailVerified: true });
    const unverified = await insertUser(auth, { firstName: 'Una', lastName: 'Verified', emailVerified: false });

    const res = await lookup({ emails: ['  VERIFIED.client@example.com ', 'nobody@example.com'], ids: [unverified.user.id, 'not-an-id'] });

    expect(res.status).toBe(200);
    const users = (await res.json()) as Array<Record<string, unknown>>;
    expect(users.sort((a, b) => String(a.firstName).localeCompare(String(b.firstName)))).toEqual([
      { id: unverified.user.id, email: unverified.account.email.toLowerCase(), firstName: 'Una', lastName: 'Verified', emailVerified: false },
      { id: verified.user.id, email: 'verified.client@example.com', firstName: 'Vera', lastName: 'Fied', emailVerified: true },
    ]);
  });

  it('When the internal secret is missing or wrong, then 403 and no account is revealed', async () => {
    const { account } = await insertUser(auth);
    for (const headers of [{}, { 'x-internal-secret': 'wrong-secret-0123456789' }] as Array<Record<string, string>>) {
      const res = await lookup({ emails: [account.email] }, headers);
      expect(res.status).toBe(403);
      expect(JSON.stringify(await res.json())).not.toContain(account.email);
    }
  });

  it('When the body holds an operator or a text instead of a list, then 400', async () => {
    expect((await lookup({ emails: { $ne: null } })).status).toBe(400);
    const res = await lookup({ emails: 'everyone@example.com' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: Array<{ path: string }> }).errors[0]?.path).toBe('emails');
  });
});

describe('POST /internal/users/lookup, few and many', () => {
  it('When an account is named by its e-mail and its id, then it comes back once', async () => {
    const { user, account } = await insertUser(auth, { emailVerified: true });
    const res = await lookup({ emails: [account.email], ids: [user.id, user.id] });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Array<{ id: string }>).map((u) => u.id)).toEqual([user.id]);
  });

  it('When more values are named than are looked up one by one, then every existing account still comes back', async () => {
    const made = await Promise.all(Array.from({ length: 3 }, () => insertUser(auth)));
    const strangers = Array.from({ length: ONE_BY_ONE_LOOKUPS }, (_, i) => `stranger-${i}@example.com`);
    const res = await lookup({ emails: [...strangers, made[0]!.account.email], ids: made.slice(1).map((m) => m.user.id) });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Array<{ id: string }>).map((u) => u.id).sort()).toEqual(made.map((m) => m.user.id).sort());
  });
});
