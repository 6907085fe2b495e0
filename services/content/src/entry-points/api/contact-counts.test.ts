import type { ContactSubmission } from '@wsms/contracts';
import { buildIdentity, identityHeaders } from '@wsms/service-kit/testing';
import { contactSubmissionRepository } from '../../data-access/contact/contact-submission-repository';
import { startContent, type TestContent } from '../../testing/content-test-kit';

let content: TestContent;
beforeAll(async () => {
  content = await startContent('content_contact_counts');
});
afterAll(() => content.stop());

const as = (role: 'admin' | 'staff' | null) => ({ headers: role ? identityHeaders(buildIdentity({ role })) : {} });
const get = (path: string, role: 'admin' | 'staff' | null = 'admin') => fetch(`${content.url}${path}`, as(role));
const unread = async () => ((await (await get('/api/contact/counts')).json()) as { unread: number }).unread;
const markRead = (id: string, read: boolean) =>
  fetch(`${content.url}/api/contact/${id}`, { method: 'PATCH', headers: { ...as('admin').headers, 'content-type': 'application/json' }, body: JSON.stringify({ read }) });

describe('GET /api/contact/counts', () => {
  it('When 60 messages are unread and a page holds 50, then the count says 60, and follows each message marked read or unread', async () => {
    const repo = contactSubmissionRepository(content.db);
    for (let i = 0; i < 60; i += 1) await repo.insert({ name: `Sender ${i}`, email: `s${i}@example.com`, message: 'Hello' });

    const page = (await (await get('/api/contact')).json()) as ContactSubmission[];
    expect(page).toHaveLength(50);
    expect(await unread()).toBe(60);

    expect((await markRead(page[0]!.id, true)).status).toBe(200);
    expect((await markRead(page[0]!.id, true)).status).toBe(200);
    expect(await unread()).toBe(59);
    await markRead(page[0]!.id, false);
    await markRead(page[0]!.id, false);
    expect(await unread()).toBe(60);
  });

  it('When messages were stored before the count existed, then the start-up backfill counts the unread ones (once)', async () => {
    await content.db.collection('contact_submissions').insertMany([
      { name: 'Old One', email: 'old1@example.com', message: 'x', read: false, createdAt: new Date('2025-01-01') },
      { name: 'Old Two', email: 'old2@example.com', message: 'x', read: true, createdAt: new Date('2025-01-02') },
    ]);
    const before = await unread();
    await content.db.collection<{ _id: string }>('list_key_backfills').deleteOne({ _id: 'unread:contact_submissions' });

    await contactSubmissionRepository(content.db).backfillListKeys();

    expect(await unread()).toBe(before + 1);
  });

  it('When signed out, then 401; as staff, then 403', async () => {
    expect((await get('/api/contact/counts', null)).status).toBe(401);
    expect((await get('/api/contact/counts', 'staff')).status).toBe(403);
  });
});
