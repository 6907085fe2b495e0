import type { PublicUser } from '@wsms/contracts';
import { walkPages } from '@wsms/service-kit/testing';
import { api, insertUser, startAuth, type TestAuth } from '../../testing/auth-test-kit';

let auth: TestAuth;
let client: ReturnType<typeof api>;

beforeAll(async () => {
  auth = await startAuth('auth_users');
  client = api(auth);
});
afterAll(() => auth.stop());

const signedInAs = async (role: 'admin' | 'staff' | 'user') => {
  const { account } = await insertUser(auth, { role });
  return (await client.signIn(account.username, account.password)).cookie;
};

describe('GET /api/auth/users', () => {
  it('When nobody is signed in, then 401', async () => {
    const res = await client.users();

    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Not authenticated' });
  });

  it.each(['user', 'staff'] as const)('When a %s asks, then 403', async (role) => {
    const res = await client.users(await signedInAs(role));

    expect(res.status).toBe(403);
  });

  it('When an admin asks, then every user newest first without password hashes', async () => {
    const cookie = await signedInAs('admin');
    const { user: older } = await insertUser(auth);
    const { user: newer } = await insertUser(auth, { role: 'staff' });

    const res = await client.users(cookie);

    expect(res.status).toBe(200);
    const users = (await res.json()) as Array<PublicUser & Record<string, unknown>>;
    const ids = users.map((user) => user.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(users.map((user) => user.createdAt)).toEqual([...users.map((user) => user.createdAt)].sort().reverse());
    expect(users.some((user) => 'passwordHash' in user || 'usernameKey' in user)).toBe(false);
  });

  it('When an admin filters by role, then only that role is listed', async () => {
    const cookie = await signedInAs('admin');
    const { user: staff } = await insertUser(auth, { role: 'staff' });

    const res = await client.users(cookie, '?role=staff');

    const users = (await res.json()) as PublicUser[];
    expect(users.map((user) => user.id)).toContain(staff.id);
    expect(users.every((user) => user.role === 'staff')).toBe(true);
  });

  it('When an admin walks the pages while accounts are created, then each account made before comes once, newest first, and the role stays in every next link', async () => {
    const cookie = await signedInAs('admin');
    const before: string[] = [];
    for (let i = 0; i < 7; i += 1) before.push((await insertUser(auth, { role: 'staff' })).user.id);
    const get = (path: string) => fetch(`${auth.url}${path}`, { headers: { cookie } });
    const walk = await walkPages<PublicUser>(get, '/api/auth/users?role=staff&limit=3', async () => void (await insertUser(auth, { role: 'staff' })));
    const ids = walk.items.map((u) => u.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of before) expect(ids).toContain(id);
    expect(walk.items.every((u) => u.role === 'staff' && !('listKey' in u))).toBe(true);
    expect(walk.links.every((l) => l.includes('role=staff') && l.includes('limit=3'))).toBe(true);
    expect(walk.items.map((u) => u.createdAt)).toEqual([...walk.items.map((u) => u.createdAt)].sort().reverse());
  });

  it.each(['0', '201'])('When limit is %s, then 400 naming limit', async (limit) => {
    const res = await client.users(await signedInAs('admin'), `?limit=${limit}`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: Array<{ path: string }> }).errors.map((e) => e.path)).toEqual(['limit']);
  });

  it('When the role filter is not a role, then 400 names the field', async () => {
    const res = await client.users(await signedInAs('admin'), '?role=superuser');

    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: Array<{ path: string }> }).errors[0]?.path).toBe('role');
  });
});
