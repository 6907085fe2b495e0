import { authMessages, type PublicUser } from '@wsms/contracts';
import { api, buildRegistration, startAuth, type TestAuth } from '../../testing/auth-test-kit';

let auth: TestAuth;
let client: ReturnType<typeof api>;

beforeAll(async () => {
  auth = await startAuth('auth_register');
  client = api(auth);
});
afterAll(() => auth.stop());

describe('POST /api/auth/register', () => {
  it('When a visitor registers, then 201 answers the public user without a hash and does not sign in', async () => {
    const registration = buildRegistration({ email: 'Mixed.Case@Example.com' });

    const res = await client.register(registration);

    expect(res.status).toBe(201);
    expect(res.headers.getSetCookie()).toEqual([]);
    const user = (await res.json()) as PublicUser & Record<string, unknown>;
    expect(user).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      username: registration.username,
      email: 'mixed.case@example.com',
      role: 'user',
      firstName: 'Test',
      lastName: 'User',
      isActive: true,
      emailVerified: false,
      lastLogin: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(new Date(user.createdAt).toISOString()).toBe(user.createdAt);
  });

  it('When the body asks for role admin, then it is accepted and the user still gets role user', async () => {
    const registration = buildRegistration({ role: 'admin' });

    const res = await client.register(registration);
    const { cookie } = await client.signIn(registration.username, registration.password);

    expect(res.status).toBe(201);
    expect(((await res.json()) as PublicUser).role).toBe('user');
    expect(((await (await client.me(cookie)).json()) as PublicUser).role).toBe('user');
  });

  it.each([
    ['username', { username: 'ab' }, authMessages.usernameMin],
    ['username', { username: undefined }, undefined],
    ['email', { email: 'not-an-email' }, authMessages.invalidEmail],
    ['password', { password: '12345' }, authMessages.passwordMin],
    ['firstName', { firstName: '' }, authMessages.firstNameRequired],
    ['firstName', { firstName: '   ' }, authMessages.firstNameRequired],
    ['lastName', { lastName: '' }, authMessages.lastNameRequired],
  ])('When %s is invalid (%j), then 400 whose message is the spec message, the field named in errors', async (field, override, message) => {
    const res = await client.register(buildRegistration(override));

    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; errors: Array<{ path: string; message: string }> };
    expect(body.message).toBe(body.errors.find((e) => e.path === field)?.message);
    expect(body.errors).toContainEqual(message ? { path: field, message } : { path: field, message: expect.any(String) });
  });

  it('When a name is too long, or first and last name together would not fit an instructor record, then 400 names the field with a clear message', async () => {
    const tooLongFirst = await client.register(buildRegistration({ firstName: 'F'.repeat(101) }));
    const tooLongTogether = await client.register(buildRegistration({ firstName: 'F'.repeat(60), lastName: 'L'.repeat(60) }));

    expect(tooLongFirst.status).toBe(400);
    expect(((await tooLongFirst.json()) as { errors: unknown[] }).errors).toEqual([{ path: 'firstName', message: 'First name must be at most 100 characters' }]);
    expect(tooLongTogether.status).toBe(400);
    expect(await tooLongTogether.json()).toMatchObject({
      message: authMessages.fullNameTooLong,
      errors: [{ path: 'lastName', message: 'First and last name together must be at most 100 characters' }],
    });
    expect((await client.register(buildRegistration({ firstName: 'F'.repeat(49), lastName: 'L'.repeat(50) }))).status).toBe(201);
  });

  it('When the password is longer than bcrypt can use, then 400 instead of silently cutting it', async () => {
    const res = await client.register(buildRegistration({ password: 'p'.repeat(73) }));

    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: Array<{ path: string }> }).errors[0]?.path).toBe('password');
  });

  it('When the username exists in another letter case, then 409 Username already exists', async () => {
    const first = buildRegistration({ username: 'Casey_Jones' });
    await client.register(first);

    const res = await client.register(buildRegistration({ username: 'casey_JONES' }));

    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: 'Username already exists' });
  });

  it('When the e-mail exists in another letter case, then 409 Email already registered', async () => {
    await client.register(buildRegistration({ email: 'taken@example.com' }));

    const res = await client.register(buildRegistration({ email: 'TAKEN@example.com' }));

    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: 'Email already registered' });
  });

  it('When the same registration is sent several times at once, then exactly one is created', async () => {
    const registration = buildRegistration();

    const responses = await Promise.all(Array.from({ length: 5 }, (_, i) => client.register(registration, `198.19.0.${i + 1}`)));

    const statuses = responses.map((res) => res.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    expect(await auth.db.collection('users').countDocuments({ usernameKey: registration.username.toLowerCase() })).toBe(1);
  });

  it('When two registrations race for one e-mail under different usernames, then the loser hears Email already registered', async () => {
    const email = 'race@example.com';

    const responses = await Promise.all([
      client.register(buildRegistration({ email })),
      client.register(buildRegistration({ email })),
    ]);

    const conflictBody = await responses.find((res) => res.status === 409)?.json();
    expect(responses.map((res) => res.status).sort()).toEqual([201, 409]);
    expect(conflictBody).toEqual({ message: 'Email already registered' });
  });

  it('When the body carries an operator object, then 400 and nothing is stored', async () => {
    const before = await auth.db.collection('users').countDocuments();

    const res = await client.register({ ...buildRegistration(), email: { $gt: '' } });

    expect(res.status).toBe(400);
    expect(await auth.db.collection('users').countDocuments()).toBe(before);
  });
});
