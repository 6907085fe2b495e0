import { bookingRepository } from '../../data-access/shared/booking-repository';
import type { BookingRecord } from '../../data-access/shared/booking-model';
import { asRole, startBooking, startCatalog, testClock, type TestBooking, type TestCatalog } from '../../testing/booking-test-kit';

let catalog: TestCatalog;
let booking: TestBooking;

const buildBooking = (overrides: Partial<BookingRecord> = {}): BookingRecord => ({
  instructorId: 'i1',
  instructorName: 'Marcus Silva',
  instructorEmail: 'coach@example.com',
  clientName: 'Jamie Rivera',
  clientEmail: 'jamie@example.com',
  date: '2030-01-07',
  time: '09:00',
  sessionType: 'technique',
  location: 'marlborough',
  totalAmountCents: 8500,
  status: 'confirmed',
  ...overrides,
});

beforeAll(async () => {
  catalog = await startCatalog();
  booking = await startBooking({ catalog, clock: testClock('2030-01-07T12:00:00Z') });
  const repo = bookingRepository(booking.db);
  await repo.insert(buildBooking());
  await repo.insert(buildBooking({ clientEmail: 'other@example.com', instructorEmail: 'coach2@example.com', status: 'cancelled' }));
});
afterAll(async () => {
  await booking.stop();
  await catalog.stop();
});

const list = async (role?: 'admin' | 'staff' | 'user', email = 'jamie@example.com', query = '', extra = {}) =>
  booking.api.bookings(role ? asRole(role, email, extra) : {}, query);

describe('GET /api/bookings', () => {
  it('When signed out, then 401', async () => {
    expect((await list()).status).toBe(401);
  });

  it('When a client asks, then only their own bookings come back, with money as a decimal string', async () => {
    const res = await list('user', 'jamie@example.com');
    const body = (await res.json()) as Array<Record<string, unknown>>;
    expect(body).toHaveLength(1);
    expect(body[0]).toMatchObject({ clientEmail: 'jamie@example.com', totalAmount: '85.00', date: '2030-01-07', sessionDate: '2030-01-07T00:00:00.000Z', serviceType: 'technique' });
    expect(body[0]).not.toHaveProperty('totalAmountCents');
    expect(body[0]).toMatchObject({ paymentMethod: 'at_gym', paymentStatus: 'due' });
    expect(body[0]?.id).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it('When the client has not verified their e-mail, then no booking is attached to their account, whatever the case or spacing of the address', async () => {
    for (const email of ['jamie@example.com', ' JAMIE@Example.com ']) {
      const res = await list('user', email, '', { emailVerified: false });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual([]);
    }
    expect(await (await list('user', 'jamie@example.com', '?clientEmail=jamie@example.com', { emailVerified: false })).json()).toEqual([]);
    expect(((await (await list('user', 'Jamie@Example.com')).json()) as unknown[]).length).toBe(1);
  });

  it("When a client asks for another e-mail's bookings, then 403", async () => {
    expect((await list('user', 'jamie@example.com', '?clientEmail=other@example.com')).status).toBe(403);
    expect((await list('user', 'jamie@example.com', '?clientEmail=JAMIE@example.com')).status).toBe(200);
  });

  it("When staff ask, then only their own instructor's bookings come back", async () => {
    const body = (await (await list('staff', 'coach2@example.com')).json()) as Array<{ instructorEmail: string }>;
    expect(body.map((b) => b.instructorEmail)).toEqual(['coach2@example.com']);
  });

  it("When staff ask for their own e-mail, then they get the sessions they booked as a client with another instructor; any other e-mail stays within their instructor's", async () => {
    const own = (await (await list('staff', 'jamie@example.com', '?clientEmail=jamie@example.com')).json()) as Array<{ clientEmail: string; instructorEmail: string }>;
    expect(own.map((b) => [b.clientEmail, b.instructorEmail])).toEqual([['jamie@example.com', 'coach@example.com']]);
    expect(await (await list('staff', 'coach2@example.com', '?clientEmail=jamie@example.com')).json()).toEqual([]);
    expect(await (await list('staff', 'jamie@example.com', '?clientEmail=jamie@example.com', { emailVerified: false })).json()).toEqual([]);
  });

  it('When an admin asks, then all bookings come back, and a status filter narrows them', async () => {
    expect(((await (await list('admin', 'admin@example.com')).json()) as unknown[]).length).toBeGreaterThanOrEqual(2);
    const cancelled = (await (await list('admin', 'admin@example.com', '?status=cancelled')).json()) as Array<{ status: string }>;
    expect(cancelled.map((b) => b.status)).toEqual(['cancelled']);
    expect((await list('admin', 'admin@example.com', '?status=nope')).status).toBe(400);
  });

  it('When a booking was cancelled or expired unpaid, then it owes nothing (paymentStatus none) while its stored due is kept; a paid one stays paid', async () => {
    const repo = bookingRepository(booking.db);
    const expired = await repo.insert(buildBooking({ clientEmail: 'lapsed@example.com', status: 'expired', paymentStatus: 'due' }));
    const paid = await repo.insert(buildBooking({ clientEmail: 'paid@example.com', status: 'cancelled', paymentMethod: 'stripe', paymentStatus: 'paid', refundStatus: 'refunded' }));
    const all = (await (await list('admin', 'admin@example.com', '?limit=200')).json()) as Array<{ id: string; clientEmail: string; status: string; paymentStatus: string }>;
    const byEmail = (email: string) => all.find((b) => b.clientEmail === email);

    expect(byEmail('other@example.com')).toMatchObject({ status: 'cancelled', paymentStatus: 'none' });
    expect(byEmail('lapsed@example.com')).toMatchObject({ status: 'expired', paymentStatus: 'none' });
    expect(byEmail('paid@example.com')).toMatchObject({ status: 'cancelled', paymentStatus: 'paid' });
    expect(byEmail('jamie@example.com')).toMatchObject({ status: 'confirmed', paymentStatus: 'due' });
    expect((await repo.findById(expired.id))?.paymentStatus).toBe('due');
    expect((await repo.findById(paid.id))?.paymentStatus).toBe('paid');
  });
});
