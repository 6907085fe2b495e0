import type { ContactSubmission, Role } from '@wsms/contracts';
import { buildIdentity, identityHeaders, walkPages } from '@wsms/service-kit/testing';
import { buildContactMessage, contactApi, nextClientIp, startContent, storedCount, type TestContent } from '../../testing/content-test-kit';

let content: TestContent;
let api: ReturnType<typeof contactApi>;

beforeAll(async () => {
  content = await startContent('content_contact');
  api = contactApi(content.url);
});
afterAll(() => content.stop());

describe('POST /api/contact', () => {
  it('When a visitor sends a valid message, then 201 {success, id} and it is stored in contact_submissions', async () => {
    const res = await api.send(buildContactMessage({ name: 'Stored Person', email: 'stored@example.com' }));

    expect(res.status).toBe(201);
    const body = (await res.json()) as { success: boolean; id: string };
    expect(body).toEqual({ success: true, id: expect.stringMatching(/^[a-f0-9]{24}$/) });
    const stored = await content.db.collection('contact_submissions').findOne({ email: 'stored@example.com' });
    expect(stored).toMatchObject({ name: 'Stored Person', interest: 'performance-coaching', createdAt: expect.any(Date) });
    expect(String(stored?._id)).toBe(body.id);
  });

  it('When the interest is an empty string, null or absent, then the message is stored without one', async () => {
    const empty = await api.send(buildContactMessage({ interest: '', email: 'no-interest@example.com' }));
    const nothing = await api.send(buildContactMessage({ interest: null, email: 'null-interest@example.com' }));
    const absent = await api.send(buildContactMessage({ interest: undefined, email: 'absent@example.com' }));

    expect([empty.status, nothing.status, absent.status]).toEqual([201, 201, 201]);
    for (const email of ['no-interest@example.com', 'null-interest@example.com']) {
      expect(await content.db.collection('contact_submissions').findOne({ email })).not.toHaveProperty('interest');
    }
  });

  it.each([
    ['name', 'Name is required'],
    ['email', 'Email is required'],
    ['message', 'Message is required'],
  ])('When %s is missing, then 400 naming it and nothing is stored', async (field, message) => {
    const before = await storedCount(content);

    const res = await api.send(buildContactMessage({ [field]: undefined }));

    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; errors: Array<{ path: string }> };
    expect(body.message).toBe(message);
    expect(body.errors[0]?.path).toBe(field);
    expect(await storedCount(content)).toBe(before);
  });

  it.each([
    ['a blank name', { name: '   ' }, 'name'],
    ['a bad e-mail', { email: 'not-an-email' }, 'email'],
    ['an unknown interest', { interest: 'crypto' }, 'interest'],
    ['a message over 5000 characters', { message: 'x'.repeat(5001) }, 'message'],
    ['a name over 100 characters', { name: 'n'.repeat(101) }, 'name'],
    ['an unknown field', { phone: '555' }, '(root)'],
  ])('When the message has %s, then 400 naming the field', async (_label, overrides, path) => {
    const res = await api.send(buildContactMessage(overrides));

    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: Array<{ path: string }> }).errors[0]?.path).toBe(path);
  });

  it('When a field holds an operator object, then 400 and nothing is stored', async () => {
    const before = await storedCount(content);

    const res = await api.send(buildContactMessage({ email: { $gt: '' } }));

    expect(res.status).toBe(400);
    expect(await storedCount(content)).toBe(before);
  });

  it('When the honeypot field is filled, then the answer looks like success but nothing is stored', async () => {
    const before = await storedCount(content);

    const res = await api.send(buildContactMessage({ website: 'http://spam.example' }));

    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ success: true, id: expect.stringMatching(/^[a-f0-9]{24}$/) });
    expect(await storedCount(content)).toBe(before);
  });

  it('When one address sends an 11th message within a minute, then 429 and it is not stored; other addresses still get through', async () => {
    const ip = nextClientIp();
    for (let i = 0; i < 10; i += 1) expect((await api.send(buildContactMessage(), ip)).status).toBe(201);
    const before = await storedCount(content);

    const res = await api.send(buildContactMessage(), ip);

    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ message: 'Too many messages. Please try again in a minute.' });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await storedCount(content)).toBe(before);
    expect((await api.send(buildContactMessage())).status).toBe(201);
  });

  it('When the messages come from addresses that differ only in the last 64 bits of IPv6, then they count as one address', async () => {
    for (let i = 0; i < 10; i += 1) expect((await api.send(buildContactMessage(), `2001:db8:c0:ffee::${(i + 1).toString(16)}`)).status).toBe(201);

    const sameNetwork = await api.send(buildContactMessage(), '2001:db8:c0:ffee:abcd::1');
    const nextNetwork = await api.send(buildContactMessage(), '2001:db8:c0:fff0::1');

    expect(sameNetwork.status).toBe(429);
    expect(nextNetwork.status).toBe(201);
  });
});

describe('GET /api/contact', () => {
  it('When signed out, then 401; as user or staff, then 403', async () => {
    expect((await api.list()).status).toBe(401);
    expect((await api.list('user')).status).toBe(403);
    expect((await api.list('staff')).status).toBe(403);
  });

  it('When an admin lists submissions, then newest first with interest null when none was given', async () => {
    await api.send(buildContactMessage({ email: 'older@example.com' }));
    await api.send(buildContactMessage({ email: 'newer@example.com', interest: '' }));

    const res = await api.list('admin');

    expect(res.status).toBe(200);
    const list = (await res.json()) as ContactSubmission[];
    expect(list[0]).toMatchObject({ email: 'newer@example.com', interest: null });
    expect(list[1]).toMatchObject({ email: 'older@example.com', interest: 'performance-coaching' });
    expect(list.map((s) => s.createdAt)).toEqual([...list.map((s) => s.createdAt)].sort().reverse());
  });
});

describe('GET /api/contact, paged', () => {
  const asAdmin = (path: string) => fetch(`${content.url}${path}`, { headers: identityHeaders(buildIdentity({ role: 'admin' })) });

  it('When an admin walks the inbox while messages arrive, then each message sent before comes once, newest first, and the next link keeps the limit', async () => {
    const before: string[] = [];
    for (let i = 0; i < 9; i += 1) before.push(((await (await api.send(buildContactMessage({ email: `walk${i}@example.com` }), nextClientIp())).json()) as { id: string }).id);
    const walk = await walkPages<ContactSubmission>(asAdmin, '/api/contact?limit=4', async () => void (await api.send(buildContactMessage({ email: 'during@example.com' }), nextClientIp())));
    const ids = walk.items.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of before) expect(ids).toContain(id);
    expect(walk.items.map((m) => m.createdAt)).toEqual([...walk.items.map((m) => m.createdAt)].sort().reverse());
    expect(walk.links[0]).toMatch(/^\/api\/contact\?limit=4&cursor=[\w-]+$/);
    expect(walk.items.every((m) => !('listKey' in m))).toBe(true);
  });

  it.each(['0', '201', 'x'])('When limit is %s, then 400 naming limit', async (limit) => {
    const res = await asAdmin(`/api/contact?limit=${limit}`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: Array<{ path: string }> }).errors.map((e) => e.path)).toEqual(['limit']);
  });
});

describe('GET /api/contact/config', () => {
  it('When no Turnstile secret is set, then no site key is shared (the page shows no widget)', async () => {
    expect(await (await api.config()).json()).toEqual({ turnstileSiteKey: null });
  });

  it('When the config is read, then it may be reused a minute and a revalidation answers 304', async () => {
    const first = await api.config();
    expect(first.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=600');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);

    // As a browser revalidates (fetch() itself would add Cache-Control: no-cache to a conditional request).
    const again = await fetch(`${content.url}/api/contact/config`, { headers: { 'if-none-match': etag!, 'cache-control': 'max-age=0' } });
    expect(again.status).toBe(304);
  });
});

describe('PATCH /api/contact/:id (the admin inbox)', () => {
  const mark = (id: string, read: unknown, role?: Role) =>
    fetch(`${content.url}/api/contact/${id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', ...(role ? identityHeaders(buildIdentity({ role })) : {}) },
      body: JSON.stringify({ read }),
    });
  const listed = async (id: string) => ((await (await api.list('admin')).json()) as ContactSubmission[]).find((m) => m.id === id);

  it('When a message arrives, then it is unread; marking it read and unread again shows in the list', async () => {
    const { id } = (await (await api.send(buildContactMessage({ email: 'inbox@example.com' }))).json()) as { id: string };
    expect(await listed(id)).toMatchObject({ read: false });

    expect((await mark(id, true, 'admin')).status).toBe(200);
    expect(await listed(id)).toMatchObject({ read: true });
    expect(await (await mark(id, false, 'admin')).json()).toMatchObject({ id, read: false });
  });

  it('When a visitor, a client or staff mark a message, then 401 or 403 and it stays unread', async () => {
    const { id } = (await (await api.send(buildContactMessage())).json()) as { id: string };

    expect([(await mark(id, true)).status, (await mark(id, true, 'user')).status, (await mark(id, true, 'staff')).status]).toEqual([401, 403, 403]);
    expect(await listed(id)).toMatchObject({ read: false });
  });

  it('When the id is unknown or the value is not a boolean, then 404 or 400', async () => {
    expect((await mark('0123456789abcdef01234567', true, 'admin')).status).toBe(404);
    expect((await mark('not-an-id', true, 'admin')).status).toBe(404);
    expect((await mark('0123456789abcdef01234567', 'yes', 'admin')).status).toBe(400);
  });
});
