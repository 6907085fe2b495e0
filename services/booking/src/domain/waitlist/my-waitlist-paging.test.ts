import type { WaitlistEntry } from '@wsms/contracts';
import { walkPages } from '@wsms/service-kit/testing';
import { waitlistRepository } from '../../data-access/waitlist/waitlist-repository';
import { useBookingStack } from '../../testing/booking-test-kit';
import { waitlistClient, type WaitlistClient } from '../../testing/waitlist-kit';

jest.setTimeout(120_000);

const stack = useBookingStack({ start: '2030-01-07T12:00:00Z' });
let sequence = 0;

/** An entry written as the service writes it, joined a minute after the one before (its own day, so no hour is shared). */
async function insertEntry(who: WaitlistClient) {
  sequence += 1;
  const inserted = await waitlistRepository(stack.booking.db).insertEntry({
    _id: `entry-${sequence}-${who.sub.slice(0, 6)}`,
    userId: who.sub,
    clientName: 'Wait Client',
    clientEmail: who.email,
    instructorId: 'instructor-1',
    instructorName: 'Marcus Silva',
    date: `2030-02-${String(1 + (sequence % 28)).padStart(2, '0')}`,
    times: [`${String(6 + Math.floor(sequence / 28)).padStart(2, '0')}:00`],
    sessionType: 'technique',
    location: 'marlborough',
    joinedAt: new Date(Date.UTC(2030, 0, 1, 0, sequence)),
    status: 'waiting',
  });
  if (!inserted) throw new Error('the test entry shares an hour with another');
}
const get = (who: WaitlistClient | null) => (path: string) => fetch(`${stack.booking.url}${path}`, { headers: who ? who.headers() : {} });

describe('GET /api/user/waitlist (paged)', () => {
  it("When a client walks their entries while they join more, then each entry from before comes once, newest first, and nobody else's", async () => {
    const client = waitlistClient('pager');
    const other = waitlistClient('other');
    for (let i = 0; i < 7; i += 1) await insertEntry(client);
    await insertEntry(other);

    const walk = await walkPages<WaitlistEntry>(get(client), '/api/user/waitlist?limit=3', () => insertEntry(client));

    expect(walk.items).toHaveLength(7);
    expect(new Set(walk.items.map((e) => e.id)).size).toBe(7);
    expect(walk.items.every((e) => e.id.endsWith(client.sub.slice(0, 6)))).toBe(true);
    expect(walk.items.map((e) => e.joinedAt)).toEqual([...walk.items.map((e) => e.joinedAt)].sort().reverse());
    expect(walk.links[0]).toMatch(/^\/api\/user\/waitlist\?limit=3&cursor=[\w-]+$/);
  });

  it.each(['0', '201'])('When limit is %s, then 400 naming limit', async (limit) => {
    const res = await get(waitlistClient())(`/api/user/waitlist?limit=${limit}`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: Array<{ path: string }> }).errors.map((e) => e.path)).toEqual(['limit']);
  });

  it('When signed out, then 401', async () => {
    expect((await get(null)('/api/user/waitlist')).status).toBe(401);
  });
});
