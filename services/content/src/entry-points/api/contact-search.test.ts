import type { ContactSubmission } from '@wsms/contracts';
import { buildIdentity, identityHeaders, walkPages } from '@wsms/service-kit/testing';
import { buildContactMessage, contactApi, nextClientIp, startContent, type TestContent } from '../../testing/content-test-kit';

let content: TestContent;
let api: ReturnType<typeof contactApi>;

beforeAll(async () => {
  content = await startContent('content_contact_search');
  api = contactApi(content.url);
});
afterAll(() => content.stop());

const as = (role: 'admin' | 'staff' | null) => (path: string) => fetch(`${content.url}${path}`, { headers: role ? identityHeaders(buildIdentity({ role })) : {} });
const send = async (name: string, email: string) => ((await (await api.send(buildContactMessage({ name, email }), nextClientIp())).json()) as { id: string }).id;
const search = async (q: string) => {
  const res = await as('admin')(`/api/contact?q=${encodeURIComponent(q)}`);
  return { status: res.status, body: (await res.json()) as ContactSubmission[] & { errors?: Array<{ path: string }> } };
};

describe('GET /api/contact?q= (search by name or e-mail)', () => {
  it('When an admin searches by a name, a word of it or an e-mail in any case, then the matching messages come, newest first', async () => {
    const older = await send('Priya Anand', 'priya.anand@example.com');
    const newer = await send('Priya Chen', 'pchen@example.com');
    await send('Someone Else', 'else@example.com');

    expect((await search('PRIYA')).body.map((m) => m.id)).toEqual([newer, older]);
    expect((await search('priya anand')).body.map((m) => m.id)).toEqual([older]);
    expect((await search('PChen@Example.com')).body.map((m) => m.id)).toEqual([newer]);
    expect((await search('priya.anand')).body.map((m) => m.id)).toEqual([older]);
  });

  it('When nothing matches, then []', async () => {
    expect(await search('no-such-sender')).toEqual({ status: 200, body: [] });
  });

  it('When the matches span pages while messages arrive, then each one from before comes once and q stays in every link', async () => {
    const before: string[] = [];
    for (let i = 0; i < 5; i += 1) before.push(await send('Ines Walkabout', `ines${i}@example.com`));

    const walk = await walkPages<ContactSubmission>(as('admin'), '/api/contact?q=walkabout&limit=2', async () => void (await send('Ines Walkabout', 'later@example.com')));

    expect(walk.items.map((m) => m.id)).toEqual([...before].reverse());
    expect(walk.links.every((l) => l.includes('q=walkabout'))).toBe(true);
  });

  it.each([['empty', ''], ['over 100 characters', 'x'.repeat(101)]])('When q is %s, then 400 naming q', async (_label, q) => {
    const res = await search(q);
    expect(res.status).toBe(400);
    expect(res.body.errors?.map((e) => e.path)).toEqual(['q']);
  });

  it('When staff search, then 403; signed out, 401', async () => {
    expect((await as('staff')('/api/contact?q=priya')).status).toBe(403);
    expect((await as(null)('/api/contact?q=priya')).status).toBe(401);
  });
});
