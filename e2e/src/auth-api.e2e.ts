import { apiClient, buildRegistration, demo } from './support/api';

describe('Sign-in through the gateway', () => {
  it('When a visitor registers, signs in, reads me and signs out, then me is 401 and the old cookie is refused', async () => {
    const client = apiClient();
    const registration = buildRegistration();

    const registered = await client.request('POST', '/api/auth/register', registration);
    expect(registered.status).toBe(201);
    const login = await client.login(registration.username, registration.password);
    expect(login.status).toBe(200);
    expect(login.headers.get('set-cookie')).toMatch(/HttpOnly/i);
    expect(login.headers.get('set-cookie')).toMatch(/SameSite=Lax/i);
    const copiedCookie = client.cookie;

    const me = await client.request('GET', '/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({ username: registration.username, role: 'user' });
    expect(me.json).not.toHaveProperty('passwordHash');

    expect((await client.request('POST', '/api/auth/logout')).status).toBe(204);
    client.cookie = '';
    expect((await client.request('GET', '/api/auth/me')).status).toBe(401);

    const replay = apiClient();
    replay.cookie = copiedCookie;
    expect((await replay.request('GET', '/api/auth/me')).status).toBe(401);
  });

  it('When someone registers with "role":"admin", then the account is a plain user', async () => {
    const client = apiClient();
    const registration = buildRegistration({ role: 'admin' });
    const registered = await client.request('POST', '/api/auth/register', registration);
    expect(registered.status).toBe(201);
    await client.login(registration.username, registration.password);
    expect((await client.request('GET', '/api/auth/me')).json).toMatchObject({ role: 'user' });
  });

  it('When the username or e-mail is taken, then 409 with a clear message', async () => {
    const client = apiClient();
    const registration = buildRegistration();
    await client.request('POST', '/api/auth/register', registration);
    const again = await client.request('POST', '/api/auth/register', { ...registration, email: 'other@example.com' });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('Username already exists');
  });

  it('When the password is wrong or the user unknown, then the same 401 Invalid credentials', async () => {
    const wrong = await apiClient().login(demo.user.username, 'not-the-password');
    const unknown = await apiClient().login('nobody_here', 'whatever1');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json).toEqual({ message: 'Invalid credentials' });
    expect(unknown.json).toEqual(wrong.json);
  });
});

describe('Roles enforced by the services', () => {
  it('When the user list is asked for, then 401 signed out, 403 as user or staff, 200 as admin', async () => {
    expect((await apiClient().request('GET', '/api/auth/users')).status).toBe(401);
    for (const account of [demo.user, demo.staff]) {
      const client = apiClient();
      await client.login(account.username, account.password);
      expect((await client.request('GET', '/api/auth/users')).status).toBe(403);
    }
    const admin = apiClient();
    await admin.login(demo.admin.username, demo.admin.password);
    const users = await admin.request('GET', '/api/auth/users?limit=200');
    expect(users.status).toBe(200);
    expect((users.json as unknown as Array<{ role: string }>).map((u) => u.role)).toEqual(
      expect.arrayContaining(['admin', 'staff', 'user']),
    );
  });

  it('When bookings are read signed out, then 401; as a client, only their own', async () => {
    expect((await apiClient().request('GET', '/api/bookings')).status).toBe(401);
    const client = apiClient();
    await client.login(demo.user.username, demo.user.password);
    expect((await client.request('GET', '/api/bookings')).status).toBe(200);
    expect((await client.request('GET', '/api/bookings?clientEmail=someone.else@example.com')).status).toBe(403);
  });

  it('When a client forges identity headers, then the services ignore them', async () => {
    const res = await apiClient().request('GET', '/api/bookings', undefined, {
      'x-identity': 'forged',
      'x-user-role': 'admin',
    });
    expect(res.status).toBe(401);
  });
});
