import type { PublicUser } from '@wsms/contracts';
import { walkPages } from '@wsms/service-kit/testing';
import { createUserRepository } from '../../data-access/user-repository';
import { api, insertUser, startAuth, type TestAuth } from '../../testing/auth-test-kit';

let auth: TestAuth;
let client: ReturnType<typeof api>;
let admin = '';

beforeAll(async () => {
  auth = await startAuth('auth_users_search');
  client = api(auth);
  const { account } = await insertUser(auth, { role: 'admin' });
  admin = (await client.signIn(account.username, account.password)).cookie;
});
afterAll(() => auth.stop());

const search = async (query: string, cookie = admin) => {
  const res = await client.users(cookie, query);
  return { status: res.status, body: (await res.json()) as PublicUser[] & { errors?: Array<{ path: string }> } };
};

describe('GET /api/auth/users?q= (search by name or e-mail)', () => {
  it('When an admin searches by a first name, a last name, a whole name or an e-mail in any case, then the matching accounts come, newest first', async () => {
    const { user: older } = await insertUser(auth, { firstName: 'Marguerite', lastName: 'Oyelaran', email: 'marguerite.o@example.com' });
    const { user: newer } = await insertUser(auth, { firstName: 'Marguerite', lastName: 'Blaise', email: 'mb@example.com' });
    await insertUser(auth, { firstName: 'Other', lastName: 'Person' });

    expect((await search('?q=marguerite')).body.map((u) => u.id)).toEqual([newer.id, older.id]);
    expect((await search('?q=OYELARAN')).body.map((u) => u.id)).toEqual([older.id]);
    expect((await search(`?q=${encodeURIComponent('  Marguerite   Blaise ')}`)).body.map((u) => u.id)).toEqual([newer.id]);
    expect((await search(`?q=${encodeURIComponent('Marguerite.O@Example.com')}`)).body.map((u) => u.id)).toEqual([older.id]);
    expect((await search('?q=marguerite.o')).body.map((u) => u.id)).toEqual([older.id]);
  });

  it('When accounts were stored before search existed, then the start-up backfill makes them searchable (once)', async () => {
    const { user } = await insertUser(auth, { firstName: 'Ottoline', lastName: 'Varga' });
    await auth.db.collection('user_search').deleteMany({ itemId: user.id });
    await auth.db.collection<{ _id: string }>('list_key_backfills').deleteOne({ _id: 'search:user_search' });
    expect((await search('?q=ottoline')).body).toEqual([]);

    await createUserRepository(auth.db).backfillListKeys();

    expect((await search('?q=ottoline')).body.map((u) => u.id)).toEqual([user.id]);
  });

  it('When nothing matches, then []', async () => {
    expect(await search('?q=nobody-has-this-name')).toEqual({ status: 200, body: [] });
  });

  it('When the search is combined with a role, then only that role comes, and a role change moves the account', async () => {
    const { user } = await insertUser(auth, { firstName: 'Thaddeus', lastName: 'Quill' });
    expect((await search('?q=thaddeus&role=user')).body.map((u) => u.id)).toEqual([user.id]);
    expect((await search('?q=thaddeus&role=staff')).body).toEqual([]);

    await createUserRepository(auth.db).setRole(user.id, 'staff');

    expect((await search('?q=thaddeus&role=staff')).body.map((u) => u.id)).toEqual([user.id]);
    expect((await search('?q=thaddeus&role=user')).body).toEqual([]);
  });

  it('When the matches span pages and accounts are created while walking, then each one made before comes once and q stays in every link', async () => {
    const before: string[] = [];
    for (let i = 0; i < 5; i += 1) before.push((await insertUser(auth, { lastName: 'Pagewalker' })).user.id);
    const get = (path: string) => fetch(`${auth.url}${path}`, { headers: { cookie: admin } });

    const walk = await walkPages<PublicUser>(get, '/api/auth/users?q=pagewalker&limit=2', async () => void (await insertUser(auth, { lastName: 'Pagewalker' })));

    expect(walk.items.map((u) => u.id)).toEqual([...before].reverse());
    expect(walk.links.every((l) => l.includes('q=pagewalker'))).toBe(true);
  });

  it.each([
    ['empty', '?q='],
    ['over 100 characters', `?q=${'x'.repeat(101)}`],
  ])('When q is %s, then 400 naming q', async (_label, query) => {
    const res = await search(query);
    expect(res.status).toBe(400);
    expect(res.body.errors?.map((e) => e.path)).toEqual(['q']);
  });

  it('When a staff member searches, then 403; signed out, 401', async () => {
    const { account } = await insertUser(auth, { role: 'staff' });
    const staff = (await client.signIn(account.username, account.password)).cookie;
    expect((await search('?q=marguerite', staff)).status).toBe(403);
    expect((await client.users(undefined, '?q=marguerite')).status).toBe(401);
  });
});
