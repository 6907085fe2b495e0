import { walkPages } from '@wsms/service-kit/testing';
import { bookingRepository } from '../../data-access/shared/booking-repository';
import type { BookingRecord } from '../../data-access/shared/booking-model';
import { messageRepository } from '../../data-access/conversation/message-repository';
import { outboxRepository } from '../../data-access/notifications/outbox-repository';
import { asRole, insertInstructor, startBooking, startCatalog, testClock, type TestBooking, type TestCatalog } from '../../testing/booking-test-kit';

let catalog: TestCatalog;
let booking: TestBooking;
let sequence = 0;
/** The catalog's instructor whose staff login is coach@example.com. */
let coachId = '';

const buildBooking = (overrides: Partial<BookingRecord> = {}): BookingRecord => {
  sequence += 1;
  const day = String(1 + (sequence % 28)).padStart(2, '0');
  return {
    instructorId: coachId,
    instructorName: 'Marcus Silva',
    instructorEmail: 'coach@example.com',
    clientName: 'Jamie Rivera',
    clientEmail: 'jamie@example.com',
    date: `2029-${String(1 + (sequence % 12)).padStart(2, '0')}-${day}`,
    time: `${String(6 + (sequence % 12)).padStart(2, '0')}:00`,
    sessionType: 'technique',
    location: 'marlborough',
    totalAmountCents: 8500,
    status: sequence % 5 === 0 ? 'cancelled' : 'completed',
    ...overrides,
  };
};

beforeAll(async () => {
  catalog = await startCatalog();
  booking = await startBooking({ catalog, clock: testClock('2030-01-07T12:00:00Z') });
  coachId = (await insertInstructor(catalog, { name: 'Marcus Silva', email: 'coach@example.com' })).id;
  const repo = bookingRepository(booking.db);
  for (let i = 0; i < 23; i += 1) await repo.insert(buildBooking());
  for (let i = 0; i < 9; i += 1) await repo.insert(buildBooking({ instructorId: 'i2', instructorEmail: 'other@example.com', clientEmail: 'sam@example.com' }));
});
afterAll(async () => {
  await booking.stop();
  await catalog.stop();
});

interface Listed {
  id: string;
  date: string;
  time: string;
  status: string;
  clientEmail: string;
  instructorId: string;
}

const get = (headers: Record<string, string>) => (path: string) => fetch(`${booking.url}${path}`, { headers });
const admin = asRole('admin');
const staff = asRole('staff', 'coach@example.com');
const client = asRole('user', 'jamie@example.com');
const newestFirst = (items: Listed[]) => items.map((b) => `${b.date}T${b.time}|${b.id}`).every((key, i, keys) => i === 0 || keys[i - 1]! > key);

/** Inserts between pages: sessions both later than every one shown (the top of the list) and among those not reached yet. */
const insertWhileWalking = (extra: Partial<BookingRecord>) => async () => {
  const repo = bookingRepository(booking.db);
  await repo.insert(buildBooking({ ...extra, date: '2031-06-01' }));
  await repo.insert(buildBooking({ ...extra, date: '2028-06-01' }));
};

describe('Paged bookings lists', () => {
  it('When an admin walks every page while bookings are written, then each booking written before the walk comes once, newest session first', async () => {
    const before = (await walkPages<Listed>(get(admin), '/api/bookings?limit=200')).items;
    const walk = await walkPages<Listed>(get(admin), '/api/bookings?limit=7', insertWhileWalking({}));
    const ids = walk.items.map((b) => b.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const b of before) expect(ids).toContain(b.id);
    expect(walk.pages).toBeGreaterThan(4);
    expect(newestFirst(walk.items)).toBe(true);
    expect(walk.links[0]).toMatch(/^\/api\/bookings\?limit=7&cursor=[A-Za-z0-9_-]+$/);
  });

  it('When a staff member walks their bookings filtered by status, then the filter stays in every next link and only theirs of that status come, each once', async () => {
    const walk = await walkPages<Listed>(get(staff), '/api/bookings?status=completed&limit=4', insertWhileWalking({ status: 'completed' }));
    expect(walk.links.every((l) => l.includes('status=completed'))).toBe(true);
    expect(walk.items.every((b) => b.status === 'completed' && b.instructorId === coachId)).toBe(true);
    expect(new Set(walk.items.map((b) => b.id)).size).toBe(walk.items.length);
    expect(walk.items.length).toBeGreaterThanOrEqual(18);
  });

  it('When the instructor list is walked, then every page is theirs and the date range bounds it', async () => {
    const walk = await walkPages<Listed>(get(staff), '/api/instructor/bookings?from=2029-03-01&to=2029-08-31&limit=3', insertWhileWalking({}));
    expect(walk.items.length).toBeGreaterThan(3);
    expect(walk.items.every((b) => b.date >= '2029-03-01' && b.date <= '2029-08-31' && b.instructorId === coachId)).toBe(true);
    expect(new Set(walk.items.map((b) => b.id)).size).toBe(walk.items.length);
    expect(newestFirst(walk.items)).toBe(true);
  });

  it('When a coach walks what is coming soonest first (order=oldest-first), plain and searched, then each booking of the range comes once, in session order, and the order stays in every next link', async () => {
    const oldestFirst = (items: Listed[]) => items.map((b) => `${b.date}T${b.time}|${b.id}`).every((key, i, keys) => i === 0 || keys[i - 1]! < key);
    for (const search of ['', '&q=jamie']) {
      const all = (await walkPages<Listed>(get(staff), `/api/instructor/bookings?from=2029-03-01&to=2029-08-31&limit=200${search}`)).items;
      const walk = await walkPages<Listed>(get(staff), `/api/instructor/bookings?from=2029-03-01&to=2029-08-31&order=oldest-first&limit=3${search}`);
      expect(walk.pages).toBeGreaterThan(2);
      expect(walk.links.every((l) => l.includes('order=oldest-first'))).toBe(true);
      expect(oldestFirst(walk.items)).toBe(true);
      expect(walk.items.map((b) => b.id)).toEqual([...all].reverse().map((b) => b.id));
    }
    const admins = await walkPages<Listed>(get(admin), '/api/bookings?order=oldest-first&limit=7');
    expect(oldestFirst(admins.items)).toBe(true);
    expect((await fetch(`${booking.url}/api/instructor/bookings?order=soonest`, { headers: staff })).status).toBe(400);
  });

  it('When a client walks their own, then only theirs come, each once', async () => {
    const walk = await walkPages<Listed>(get(client), '/api/bookings?limit=5', insertWhileWalking({}));
    expect(walk.items.every((b) => b.clientEmail === 'jamie@example.com')).toBe(true);
    expect(new Set(walk.items.map((b) => b.id)).size).toBe(walk.items.length);
  });

  it('When no limit is asked, then the first page has 50 at most and a next link when more remain', async () => {
    const repo = bookingRepository(booking.db);
    for (let i = 0; i < 30; i += 1) await repo.insert(buildBooking({ instructorId: 'i3', instructorEmail: 'three@example.com' }));
    const res = await fetch(`${booking.url}/api/bookings`, { headers: admin });
    expect(((await res.json()) as unknown[]).length).toBe(50);
    expect(res.headers.get('link')).toMatch(/^<\/api\/bookings\?cursor=[\w-]+&limit=50>; rel="next"$/);
  });

  it.each(['0', '201', '-1', '1.5', 'ten'])('When limit is %s, then 400 naming limit', async (limit) => {
    const res = await fetch(`${booking.url}/api/bookings?limit=${limit}`, { headers: admin });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: Array<{ path: string }> }).errors.map((e) => e.path)).toEqual(['limit']);
  });

  it('When the cursor was not written by the service, then 400 naming cursor', async () => {
    for (const cursor of ['not-a-cursor', Buffer.from('x"<y|z').toString('base64url'), 'a%20b']) {
      const res = await fetch(`${booking.url}/api/bookings?cursor=${cursor}`, { headers: admin });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { errors: Array<{ path: string }> }).errors.map((e) => e.path)).toEqual(['cursor']);
    }
  });

  it('When a booking is moved to another day, then it moves in the list too', async () => {
    const repo = bookingRepository(booking.db);
    const moved = await repo.insert(buildBooking({ instructorId: 'i4', instructorEmail: 'four@example.com', date: '2029-01-05' }));
    await repo.insert(buildBooking({ instructorId: 'i4', instructorEmail: 'four@example.com', date: '2029-01-06' }));
    await repo.update(moved.id, { date: '2029-01-09', time: '10:00' });
    const list = (await (await fetch(`${booking.url}/api/bookings?instructorId=i4`, { headers: admin })).json()) as Listed[];
    expect(list.map((b) => b.date)).toEqual(['2029-01-09', '2029-01-06']);
  });
});

describe('Paged outbox and message threads', () => {
  it('When an admin walks the outbox while e-mails are queued, then each e-mail stored before comes once, newest first', async () => {
    const outbox = outboxRepository(booking.db);
    const add = (n: number) => outbox.add({ _id: `paged-${n}-${Date.now()}`, to: 'x@example.com', from: 'gym@example.com', subject: `Mail ${n}`, text: 'Hello', kind: 'test' });
    for (let i = 0; i < 12; i += 1) await add(i);
    const walk = await walkPages<{ id: string; createdAt: string }>(get(admin), '/api/outbox?limit=5', async (page) => void (await add(100 + page)));
    const ids = walk.items.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (let i = 0; i < 12; i += 1) expect(ids.some((id) => id.startsWith(`paged-${i}-`))).toBe(true);
    expect(walk.items.map((m) => m.createdAt)).toEqual([...walk.items.map((m) => m.createdAt)].sort().reverse());
  });

  it('When a thread is walked while messages are written, then each message comes once, oldest first, and new ones at the end', async () => {
    const repo = bookingRepository(booking.db);
    const session = await repo.insert(buildBooking({ status: 'confirmed', date: '2030-02-01' }));
    const messages = messageRepository(booking.db);
    const write = (text: string) =>
      messages.insert({ bookingId: session.id, instructorId: coachId, clientEmail: 'jamie@example.com', message: text, isFromInstructor: false, isRead: false });
    for (let i = 0; i < 7; i += 1) await write(`before ${i}`);
    const walk = await walkPages<{ message: string }>(get(staff), `/api/bookings/${session.id}/messages?limit=3`, async (page) => void (await write(`during ${page}`)));
    const texts = walk.items.map((m) => m.message);
    expect(texts.slice(0, 7)).toEqual([0, 1, 2, 3, 4, 5, 6].map((i) => `before ${i}`));
    expect(new Set(texts).size).toBe(texts.length);
    expect(texts.filter((t) => t.startsWith('during')).length).toBeGreaterThan(0);
  });
});
