import { roleMessages, type AuditLogResponse, type Instructor, type RoleChangeResponse } from '@wsms/contracts';
import { buildIdentity, identityHeaders } from '@wsms/service-kit/testing';
import { api, insertUser, startAuth, type TestAuth } from '../../testing/auth-test-kit';
import { startAuthWithNeighbours } from '../../testing/neighbours';

let stack: Awaited<ReturnType<typeof startAuthWithNeighbours>>;
let auth: TestAuth;
let client: ReturnType<typeof api>;
let adminCookie: string;
let adminId: string;

beforeAll(async () => {
  stack = await startAuthWithNeighbours('auth_roles');
  auth = stack.auth;
  client = api(auth);
  const { account, user } = await insertUser(auth, { role: 'admin', firstName: 'Ada', lastName: 'Admin' });
  adminId = user.id;
  adminCookie = (await client.signIn(account.username, account.password)).cookie;
});
afterAll(() => stack?.stop());

const put = (userId: string, body: unknown, cookie?: string) =>
  fetch(`${auth.url}/api/auth/users/${userId}/role`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
const readLog = async (cookie = adminCookie, query = '') => {
  const res = await fetch(`${auth.url}/api/auth/audit-log${query}`, { headers: { cookie } });
  expect(res.status).toBe(200);
  return (await res.json()) as AuditLogResponse;
};
const catalogInstructorByEmail = async (email: string) => {
  const res = await fetch(`${stack.catalog.url}/api/instructors?scope=all`, { headers: identityHeaders(buildIdentity({ role: 'admin' })) });
  return ((await res.json()) as Instructor[]).find((i) => i.email === email);
};
/** The neighbours' URLs and the same database, for an auth started again on the same port. */
const restartEnv = () => ({ CATALOG_URL: stack.catalog.url, CONTENT_URL: stack.content.url, BOOKING_URL: stack.booking.url, MONGODB_URI: auth.config.MONGODB_URI });
const adminHeaders = () => ({ 'content-type': 'application/json', ...identityHeaders(buildIdentity({ role: 'admin' })) });

describe('PUT /api/auth/users/:id/role', () => {
  it('When an admin promotes a client with no instructor record, then they are staff at once and an inactive instructor is created for them', async () => {
    const { user, account } = await insertUser(auth, { firstName: 'Nina', lastName: 'Lopez' });
    const own = (await client.signIn(account.username, account.password)).cookie;

    const res = await put(user.id, { role: 'staff' }, adminCookie);

    expect(res.status).toBe(200);
    const body = (await res.json()) as RoleChangeResponse;
    expect(body.user).toMatchObject({ id: user.id, role: 'staff' });
    expect(body.instructor).toMatchObject({ name: 'Nina Lopez', created: true, isActive: false });
    expect(await catalogInstructorByEmail(user.email)).toMatchObject({ id: body.instructor!.id, isActive: false, hourlyRate: '0.00' });
    expect(((await (await client.me(own)).json()) as { role: string }).role).toBe('staff');
  });

  it('When the e-mail already belongs to an instructor, then that record is linked and no second one is made', async () => {
    const { user } = await insertUser(auth);
    const created = await fetch(`${stack.catalog.url}/api/instructors`, {
      method: 'POST',
      headers: adminHeaders(),
      body: JSON.stringify({ name: 'Known Coach', email: user.email, hourlyRate: '90.00' }),
    });
    const instructor = (await created.json()) as Instructor;

    const body = (await (await put(user.id, { role: 'staff' }, adminCookie)).json()) as RoleChangeResponse;

    expect(body.instructor).toEqual({ id: instructor.id, name: 'Known Coach', created: false, isActive: true });
  });

  it('When the account has not verified its e-mail, then 409 says it must be verified first, and no instructor is linked or made', async () => {
    const { user } = await insertUser(auth, { emailVerified: false });

    const res = await put(user.id, { role: 'staff' }, adminCookie);

    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: roleMessages.emailNotVerified });
    expect(await catalogInstructorByEmail(user.email)).toBeUndefined();
    expect(((await (await client.users(adminCookie)).json()) as Array<{ id: string; role: string }>).find((u) => u.id === user.id)?.role).toBe('user');
  });

  it("When the catalog refuses the instructor record (a name too long for it), then its 4xx and reason come through, not a 503, and the role stays", async () => {
    // An account made before registration capped the full name.
    const { user } = await insertUser(auth, { firstName: 'F'.repeat(60), lastName: 'L'.repeat(60) });

    const res = await put(user.id, { role: 'staff' }, adminCookie);

    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(
      'The instructor record could not be created: Name must be at most 100 characters. The role was not changed.',
    );
    expect(((await (await client.users(adminCookie)).json()) as Array<{ id: string; role: string }>).find((u) => u.id === user.id)?.role).toBe('user');
  });

  it('When an admin demotes a staff member, then they are a client from their next request; the instructor record stays', async () => {
    const { user, account } = await insertUser(auth, { role: 'staff' });
    const own = (await client.signIn(account.username, account.password)).cookie;

    const body = (await (await put(user.id, { role: 'user' }, adminCookie)).json()) as RoleChangeResponse;

    expect(body).toMatchObject({ user: { role: 'user' }, instructor: null });
    expect(((await (await client.me(own)).json()) as { role: string }).role).toBe('user');
  });

  it('When the caller is signed out, a client or staff, then 401 or 403 and the role stays', async () => {
    const { user } = await insertUser(auth);
    const asRole = async (role: 'user' | 'staff') => {
      const { account } = await insertUser(auth, { role });
      return (await client.signIn(account.username, account.password)).cookie;
    };

    expect((await put(user.id, { role: 'staff' })).status).toBe(401);
    expect((await put(user.id, { role: 'staff' }, await asRole('user'))).status).toBe(403);
    expect((await put(user.id, { role: 'staff' }, await asRole('staff'))).status).toBe(403);
    expect(((await (await client.users(adminCookie)).json()) as Array<{ id: string; role: string }>).find((u) => u.id === user.id)?.role).toBe('user');
  });

  it('When the role is admin, the user is unknown, the target is an admin or oneself, then 400, 404, 409, 409', async () => {
    const { user } = await insertUser(auth);
    const { user: otherAdmin } = await insertUser(auth, { role: 'admin' });

    const bad = await put(user.id, { role: 'admin' }, adminCookie);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: Array<{ path: string }> }).errors[0]?.path).toBe('role');
    expect((await put('0123456789abcdef01234567', { role: 'staff' }, adminCookie)).status).toBe(404);
    expect(await (await put(otherAdmin.id, { role: 'user' }, adminCookie)).json()).toEqual({ message: 'Admin accounts cannot be changed here' });
    expect(await (await put(adminId, { role: 'staff' }, adminCookie)).json()).toEqual({ message: 'You cannot change your own role' });
  });
});

describe('PUT /api/auth/users/:id/role when the catalog cannot be reached', () => {
  it('When the instructor record cannot be linked, then 503 and the user keeps their role', async () => {
    const lonely = await startAuth('auth_roles_lonely', { CATALOG_URL: 'http://127.0.0.1:9' });
    try {
      const lonelyClient = api(lonely);
      const { account } = await insertUser(lonely, { role: 'admin' });
      const cookie = (await lonelyClient.signIn(account.username, account.password)).cookie;
      const { user } = await insertUser(lonely);

      const res = await fetch(`${lonely.url}/api/auth/users/${user.id}/role`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ role: 'staff' }),
      });

      expect(res.status).toBe(503);
      const users = (await (await lonelyClient.users(cookie)).json()) as Array<{ id: string; role: string }>;
      expect(users.find((u) => u.id === user.id)?.role).toBe('user');
    } finally {
      await lonely.stop();
    }
  });
});

describe('GET /api/auth/audit-log', () => {
  it('When admins write in every service, then the log shows each write with who, what, target and result, newest first', async () => {
    const { user } = await insertUser(auth, { firstName: 'Olivia', lastName: 'Grant' });
    await put(user.id, { role: 'staff' }, adminCookie);
    const instructor = await catalogInstructorByEmail(user.email);
    await fetch(`${stack.booking.url}/api/instructor/availability`, {
      method: 'POST',
      headers: adminHeaders(),
      body: JSON.stringify({ instructorId: instructor!.id, dayOfWeek: 2, startTime: '09:00', endTime: '12:00', location: 'Marlborough' }),
    });
    await fetch(`${stack.content.url}/api/contact/0123456789abcdef01234567`, { method: 'PATCH', headers: adminHeaders(), body: JSON.stringify({ read: true }) });

    const { entries, unavailable } = await readLog();

    expect(unavailable).toEqual([]);
    // An entry is stamped when the write begins: the role change starts before the instructor it creates.
    const [content, booking, catalog, auth_] = entries;
    expect(entries.slice(0, 4).map((e) => e.description)).toEqual([
      'Tried to mark the message from 0123456789abcdef01234567 as read',
      'Added availability Tuesdays 09:00-12:00 at Marlborough',
      `Added instructor ${user.firstName} ${user.lastName}`,
      `Changed role of ${user.username} to staff`,
    ]);
    expect(content).toMatchObject({ service: 'content', method: 'PATCH', status: 404, outcome: 'failed' });
    expect(booking).toMatchObject({ service: 'booking', method: 'POST', path: '/api/instructor/availability', outcome: 'succeeded' });
    expect(auth_).toMatchObject({
      service: 'auth',
      actor: { id: adminId, name: 'Ada Admin', role: 'admin' },
      path: `/api/auth/users/${user.id}/role`,
      target: user.id,
      changes: { role: 'staff' },
      outcome: 'succeeded',
      status: 200,
    });
    // Made through catalog's internal route (auth signs no identity), still in the admin's name.
    expect(catalog).toMatchObject({ service: 'catalog', method: 'POST', path: '/internal/instructors', target: instructor!.id, actor: { id: adminId, role: 'admin' } });
    const times = entries.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('When an admin walks the merged log a page at a time while admins write in two services, then each earlier entry comes once, newest first', async () => {
    const markRead = () =>
      fetch(`${stack.content.url}/api/contact/0123456789abcdef01234567`, { method: 'PATCH', headers: adminHeaders(), body: JSON.stringify({ read: true }) });
    for (let i = 0; i < 3; i += 1) {
      await put((await insertUser(auth)).user.id, { role: 'staff' }, adminCookie);
      await markRead();
    }
    const before = (await readLog(adminCookie, '?limit=6')).entries.map((e) => `${e.service}/${e.id}`);

    const seen: string[] = [];
    const links: string[] = [];
    let path: string | null = '/api/auth/audit-log?limit=2';
    while (path && links.length < 200) {
      const res: Response = await fetch(`${auth.url}${path}`, { headers: { cookie: adminCookie } });
      expect(res.status).toBe(200);
      seen.push(...((await res.json()) as AuditLogResponse).entries.map((e) => `${e.service}/${e.id}`));
      path = /^<([^>]+)>; rel="next"$/.exec(res.headers.get('link') ?? '')?.[1] ?? null;
      if (path) links.push(path);
      await markRead();
    }

    expect(seen.slice(0, 6)).toEqual(before);
    expect(new Set(seen).size).toBe(seen.length);
    expect(links[0]).toMatch(/^\/api\/auth\/audit-log\?limit=2&cursor=[\w-]+$/);
  });

  it('When a service is down, then the entries it sent are still listed and none is named unavailable (the log is read from auth alone)', async () => {
    await fetch(`${stack.content.url}/api/contact/0123456789abcdef01234567`, { method: 'PATCH', headers: adminHeaders(), body: JSON.stringify({ read: true }) });
    const sent = (await readLog(adminCookie, '?limit=1')).entries[0]!;
    await stack.content.stop();

    const { entries, unavailable } = await readLog();

    expect(unavailable).toEqual([]);
    expect(sent).toMatchObject({ service: 'content', outcome: 'failed' });
    expect(entries.find((e) => e.id === sent.id)).toEqual(sent);
    expect(entries.some((e) => e.service === 'auth')).toBe(true);
  });

  it('When a visitor or staff ask, then 401 or 403; limit and cursor are checked (the old before is no more)', async () => {
    const { account } = await insertUser(auth, { role: 'staff' });
    const staff = (await client.signIn(account.username, account.password)).cookie;

    expect((await fetch(`${auth.url}/api/auth/audit-log`)).status).toBe(401);
    expect((await fetch(`${auth.url}/api/auth/audit-log`, { headers: { cookie: staff } })).status).toBe(403);
    for (const query of ['limit=0', 'limit=201', 'cursor=bm90LWEta2V5', 'before=2030-01-01T00:00:00.000Z']) {
      expect((await fetch(`${auth.url}/api/auth/audit-log?${query}`, { headers: { cookie: adminCookie } })).status).toBe(400);
    }
    expect((await fetch(`${auth.url}/api/auth/audit-log?before=yesterday`, { headers: { cookie: adminCookie } })).status).toBe(400);
    const page = await readLog(adminCookie, '?limit=1');
    expect(page.entries).toHaveLength(1);
  });

  it('When auth is down while an admin writes in booking, then the entry is listed once auth is back (the relay sends it again)', async () => {
    await auth.stop();
    const res = await fetch(`${stack.booking.url}/api/instructor/availability`, {
      method: 'POST',
      headers: adminHeaders(),
      body: JSON.stringify({ instructorId: '0123456789abcdef01234567', dayOfWeek: 3, startTime: '07:00', endTime: '08:00', location: 'Marlborough' }),
    });
    expect(res.status).toBeLessThan(500);
    const again = await startAuth('auth_roles', { ...restartEnv(), PORT: new URL(auth.url).port });
    try {
      let found: AuditLogResponse['entries'][number] | undefined;
      for (let i = 0; i < 50 && !found; i += 1) {
        const page = (await (await fetch(`${again.url}/api/auth/audit-log?limit=5`, { headers: { cookie: adminCookie } })).json()) as AuditLogResponse;
        found = page.entries.find((e) => e.service === 'booking' && e.description.includes('Wednesdays 07:00-08:00'));
        if (!found) await new Promise((r) => setTimeout(r, 200));
      }
      expect(found).toMatchObject({ service: 'booking', method: 'POST', path: '/api/instructor/availability', actor: { role: 'admin' } });
      expect(found!.outcome).not.toBe('pending');
    } finally {
      await again.stop();
    }
  });
});
