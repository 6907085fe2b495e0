import { walkPages } from '@wsms/service-kit/testing';
import { bookingRepository } from '../../data-access/shared/booking-repository';
import type { BookingRecord } from '../../data-access/shared/booking-model';
import { asRole, insertInstructor, startBooking, startCatalog, testClock, type TestBooking, type TestCatalog } from '../../testing/booking-test-kit';

let catalog: TestCatalog;
let booking: TestBooking;
let coachId = '';
let otherId = '';
let day = 0;

/** A session on its own day (one a day, going back from 2029-12-31), so the list order is the insert order reversed. */
const nextDate = () => {
  day += 1;
  return new Date(Date.UTC(2029, 11, 31 - day)).toISOString().slice(0, 10);
};

const buildBooking = (overrides: Partial<BookingRecord> = {}): BookingRecord => ({
  instructorId: coachId,
  instructorName: 'Marcus Silva',
  instructorEmail: 'coach@example.com',
  clientName: 'Jamie Rivera',
  clientEmail: 'jamie.rivera@example.com',
  date: nextDate(),
  time: '10:00',
  sessionType: 'technique',
  location: 'marlborough',
  totalAmountCents: 8500,
  status: 'completed',
  ...overrides,
});

const repo = () => bookingRepository(booking.db);
const insert = async (overrides: Partial<BookingRecord> = {}) => (await repo().insert(buildBooking(overrides))).id;

beforeAll(async () => {
  catalog = await startCatalog();
  booking = await startBooking({ catalog, clock: testClock('2030-01-07T12:00:00Z') });
  coachId = (await insertInstructor(catalog, { name: 'Marcus Silva', email: 'coach@example.com' })).id;
  otherId = (await insertInstructor(catalog, { name: 'Dana Kerr', email: 'dana@example.com' })).id;
});
afterAll(async () => {
  await booking.stop();
  await catalog.stop();
});

interface Listed {
  id: string;
  date: string;
  status: string;
  clientName: string;
  instructorId: string;
}

const admin = asRole('admin');
const staff = asRole('staff', 'coach@example.com');
const get = (headers: Record<string, string>) => (path: string) => fetch(`${booking.url}${path}`, { headers });
const ids = async (path: string, headers = admin) => {
  const res = await get(headers)(path);
  expect(res.status).toBe(200);
  return ((await res.json()) as Listed[]).map((b) => b.id);
};

describe('GET /api/bookings?q= and /api/instructor/bookings?q= (search by the client’s name or e-mail)', () => {
  it('When an admin searches by a first or last name, the whole name, an e-mail or its part before @, in any case, then that client’s bookings come, newest session first', async () => {
    const older = await insert({ clientName: 'Philippa Osei', clientEmail: 'pippa.o@example.com' });
    const newer = await insert({ clientName: 'Philippa Osei', clientEmail: 'pippa.o@example.com', date: '2029-12-31' });
    const namesake = await insert({ clientName: 'Philippa Brandt', clientEmail: 'pb@example.com', instructorId: otherId, instructorEmail: 'dana@example.com' });
    await insert({ clientName: 'Someone Else', clientEmail: 'else@example.com' });

    expect(await ids('/api/bookings?q=PHILIPPA')).toEqual([newer, older, namesake]);
    expect(await ids('/api/bookings?q=osei')).toEqual([newer, older]);
    expect(await ids(`/api/bookings?q=${encodeURIComponent('  philippa   OSEI ')}`)).toEqual([newer, older]);
    expect(await ids(`/api/bookings?q=${encodeURIComponent('Pippa.O@Example.com')}`)).toEqual([newer, older]);
    expect(await ids('/api/bookings?q=pippa.o')).toEqual([newer, older]);
    expect(await ids(`/api/instructor/bookings?instructorId=${otherId}&q=philippa`)).toEqual([namesake]);
  });

  it('When nothing matches, or only a part of a word is typed, then []', async () => {
    await insert({ clientName: 'Wilhelmina Achterberg', clientEmail: 'wa@example.com' });
    expect(await ids('/api/bookings?q=nobody-has-this-name')).toEqual([]);
    expect(await ids('/api/bookings?q=wilhel')).toEqual([]);
    expect(await ids('/api/instructor/bookings?q=nobody-has-this-name', staff)).toEqual([]);
  });

  it.each([
    ['empty', '?q='],
    ['blank', '?q=%20%20'],
    ['over 100 characters', `?q=${'x'.repeat(101)}`],
  ])('When q is %s, then 400 naming q on both lists', async (_label, query) => {
    for (const path of ['/api/bookings', '/api/instructor/bookings']) {
      const res = await get(path === '/api/bookings' ? admin : staff)(`${path}${query}`);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { errors: Array<{ path: string }> }).errors.map((e) => e.path)).toEqual(['q']);
    }
  });

  it('When the matches span pages and bookings are written and rescheduled between pages, then each match comes once, q stays in every link, and the moved ones stand at their new dates', async () => {
    const before: string[] = [];
    for (let i = 0; i < 9; i += 1) before.push(await insert({ clientName: 'Casimir Pagewalker', clientEmail: 'casimir@example.com' }));
    const firstShown = before[0]!;
    const notReached = before[7]!;
    const walk = await walkPages<Listed>(get(admin), '/api/bookings?q=pagewalker&limit=2', async (page) => {
      await insert({ clientName: 'Casimir Pagewalker', clientEmail: 'casimir@example.com', date: '2031-01-01', time: `0${page}:00` });
      await insert({ clientName: 'Casimir Pagewalker', clientEmail: 'casimir@example.com', date: '2020-01-01', time: `0${page}:00` });
      // One already shown moves later (stays above the cursor), one not reached yet moves earlier (stays below it).
      if (page === 1) {
        await repo().update(firstShown, { date: '2030-06-01', time: '09:00' });
        await repo().update(notReached, { date: '2025-06-01', time: '09:00' });
      }
    });

    const walked = walk.items.map((b) => b.id);
    expect(new Set(walked).size).toBe(walked.length);
    expect(walked.filter((id) => before.includes(id)).sort()).toEqual([...before].sort());
    expect(walk.links.every((l) => l.includes('q=pagewalker'))).toBe(true);
    expect(walk.items.find((b) => b.id === notReached)?.date).toBe('2025-06-01');
    const now = (await (await get(admin)('/api/bookings?q=casimir%40example.com&limit=200')).json()) as Array<Listed & { time: string }>;
    const keys = now.map((b) => `${b.date}T${b.time}`);
    expect(keys).toEqual([...keys].sort().reverse());
    expect(now.findIndex((b) => b.id === notReached)).toBeGreaterThan(now.findIndex((b) => b.id === before[8]));
  });

  it('When the search is combined with a status and the matches of that status are few among many, then only those come, each once, over pages', async () => {
    const wanted: string[] = [];
    for (let i = 0; i < 30; i += 1) {
      const id = await insert({ clientName: 'Ottilie Statusfield', clientEmail: 'ottilie@example.com', status: i % 11 === 0 ? 'no_show' : 'completed' });
      if (i % 11 === 0) wanted.push(id);
    }
    const walk = await walkPages<Listed>(get(admin), '/api/bookings?q=statusfield&status=no_show&limit=2');
    expect(walk.items.map((b) => b.id)).toEqual(wanted);
    expect(walk.items.every((b) => b.status === 'no_show')).toBe(true);
    expect(walk.links.every((l) => l.includes('status=no_show') && l.includes('q=statusfield'))).toBe(true);
  });

  it('When the instructor list is searched within dates, then only that instructor’s sessions of those dates come', async () => {
    const inside = await insert({ clientName: 'Leopold Datewise', clientEmail: 'leo@example.com', date: '2027-03-10' });
    await insert({ clientName: 'Leopold Datewise', clientEmail: 'leo@example.com', date: '2027-05-10' });
    await insert({ clientName: 'Leopold Datewise', clientEmail: 'leo@example.com', date: '2027-03-11', instructorId: otherId, instructorEmail: 'dana@example.com' });
    expect(await ids('/api/instructor/bookings?q=leopold&from=2027-03-01&to=2027-03-31', staff)).toEqual([inside]);
  });

  it('When a booking’s client or instructor is changed, then its search rows follow', async () => {
    const id = await insert({ clientName: 'Guest Before', clientEmail: 'guest.before@example.com' });
    await repo().update(id, { clientName: 'Rosalind Afterward', clientEmail: 'rosalind@example.com', instructorId: otherId, instructorEmail: 'dana@example.com' });
    expect(await ids('/api/bookings?q=guest.before@example.com')).toEqual([]);
    expect(await ids('/api/bookings?q=afterward')).toEqual([id]);
    expect(await ids(`/api/instructor/bookings?instructorId=${otherId}&q=rosalind`)).toEqual([id]);
    expect(await ids(`/api/instructor/bookings?instructorId=${coachId}&q=rosalind`)).toEqual([]);
  });

  it('When bookings were stored before search existed, then the start-up backfill makes them searchable (once)', async () => {
    const id = await insert({ clientName: 'Ignatius Backfilled', clientEmail: 'ignatius@example.com' });
    await booking.db.collection('booking_search').deleteMany({ itemId: id });
    await booking.db.collection<{ _id: string }>('list_key_backfills').deleteOne({ _id: 'search:booking_search' });
    expect(await ids('/api/bookings?q=ignatius')).toEqual([]);

    await repo().backfillListKeys();

    expect(await ids('/api/bookings?q=ignatius')).toEqual([id]);
    expect(await ids('/api/bookings?q=ignatius@example.com')).toEqual([id]);
  });

  it('When a staff member searches, then only their own instructor’s bookings come, on both lists', async () => {
    const mine = await insert({ clientName: 'Evangeline Shared', clientEmail: 'evangeline@example.com' });
    await insert({ clientName: 'Evangeline Shared', clientEmail: 'evangeline@example.com', instructorId: otherId, instructorEmail: 'dana@example.com' });
    expect(await ids('/api/bookings?q=evangeline', staff)).toEqual([mine]);
    expect(await ids('/api/instructor/bookings?q=evangeline', staff)).toEqual([mine]);
    const res = await get(staff)(`/api/instructor/bookings?instructorId=${otherId}&q=evangeline`);
    expect(res.status).toBe(403);
  });

  it('When a client searches, then 403; signed out, 401', async () => {
    const client = asRole('user', 'jamie.rivera@example.com');
    expect((await get(client)('/api/bookings?q=jamie')).status).toBe(403);
    expect((await get(client)('/api/instructor/bookings?q=jamie')).status).toBe(403);
    expect((await get({})('/api/bookings?q=jamie')).status).toBe(401);
    expect((await get({})('/api/instructor/bookings?q=jamie')).status).toBe(401);
  });
});
