import { bookingRepository } from '../../data-access/booking-repository';
import type { BookingRecord } from '../../data-access/booking-model';
import {
  asRole,
  availableTimes,
  buildCheckout,
  insertInstructor,
  insertSlot,
  confirmedCheckout,
  heldCheckout,
  mailsAbout,
  startBooking,
  startCatalog,
  testClock,
  type TestBooking,
  type TestCatalog,
} from '../../testing/booking-test-kit';

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
});

describe('POST /api/bookings (admin)', () => {
  it('When an admin books a free time, then it is confirmed at once, e-mailed, and the time is taken', async () => {
    const instructor = await insertInstructor(catalog, { hourlyRateCents: 9250 });
    await insertSlot(booking.db, instructor.id, { dayOfWeek: 2, startTime: '09:00', endTime: '11:00' });

    const res = await booking.api.request('POST', '/api/bookings', buildCheckout(instructor.id, { time: '09:00' }), asRole('admin'));

    expect(res.status).toBe(201);
    const created = (await res.json()) as { id: string; status: string; totalAmount: string };
    expect(created).toMatchObject({ status: 'confirmed', totalAmount: '92.50', paymentMethod: 'at_gym', paymentStatus: 'due' });
    expect(await availableTimes(booking, instructor.id, '2030-01-08')).toEqual(['10:00']);
    const outbox = mailsAbout(await booking.api.outbox(), created.id);
    expect(outbox.map((m) => m.to).sort()).toEqual([instructor.email, 'jamie.rivera@example.com'].sort());
    const again = await booking.api.request('POST', '/api/bookings', buildCheckout(instructor.id, { time: '09:00' }), asRole('admin'));
    expect(again.status).toBe(409);
  });

  it('When staff, a client or nobody create a booking or read the outbox, then 403 / 401', async () => {
    const body = buildCheckout('000000000000000000000000');
    expect((await booking.api.request('POST', '/api/bookings', body, asRole('staff'))).status).toBe(403);
    expect((await booking.api.request('POST', '/api/bookings', body, asRole('user'))).status).toBe(403);
    expect((await booking.api.request('POST', '/api/bookings', body)).status).toBe(401);
    expect((await booking.api.request('GET', '/api/outbox', undefined, asRole('staff'))).status).toBe(403);
    expect((await booking.api.request('GET', '/api/outbox', undefined, asRole('user'))).status).toBe(403);
    expect((await booking.api.request('GET', '/api/outbox')).status).toBe(401);
  });
});

describe('POST /api/bookings/:id/paid (payment taken at the gym)', () => {
  async function confirmedAtGym(instructorEmail?: string, clientEmail = 'gym.payer@example.com') {
    const instructor = await insertInstructor(catalog, instructorEmail ? { email: instructorEmail } : {});
    await insertSlot(booking.db, instructor.id, { dayOfWeek: 2, startTime: '09:00', endTime: '11:00' });
    const { bookingId } = await confirmedCheckout(booking, buildCheckout(instructor.id, { time: '09:00', clientEmail }));
    return { instructor, bookingId };
  }
  const markPaid = (bookingId: string, headers: Record<string, string>) => booking.api.request('POST', `/api/bookings/${bookingId}/paid`, undefined, headers);

  it("When the instructor's staff account marks a confirmed booking paid, then it is paid, once", async () => {
    const { bookingId } = await confirmedAtGym('paid.coach@example.com');

    const first = await markPaid(bookingId, asRole('staff', 'paid.coach@example.com'));
    const again = await markPaid(bookingId, asRole('admin', 'admin@example.com'));

    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ id: bookingId, paymentMethod: 'at_gym', paymentStatus: 'paid', status: 'confirmed' });
    expect(again.status).toBe(200);
  });

  it("When nobody, a client or another instructor's staff try, then 401 / 403 / 404 and it stays due", async () => {
    const { bookingId } = await confirmedAtGym(undefined, 'still.due@example.com');

    expect((await markPaid(bookingId, {})).status).toBe(401);
    expect((await markPaid(bookingId, asRole('user', 'still.due@example.com'))).status).toBe(403);
    expect((await markPaid(bookingId, asRole('staff', 'someone.else@example.com'))).status).toBe(404);
    expect((await markPaid('x'.repeat(10), asRole('admin'))).status).toBe(400);
    const [stored] = (await (await list('admin', 'admin@example.com', '?clientEmail=still.due@example.com')).json()) as Array<{ paymentStatus: string }>;
    expect(stored?.paymentStatus).toBe('due');
  });

  it('When the booking is still only held, then 409', async () => {
    const instructor = await insertInstructor(catalog);
    await insertSlot(booking.db, instructor.id, { dayOfWeek: 2, startTime: '09:00', endTime: '11:00' });
    const { bookingId } = await heldCheckout(booking, buildCheckout(instructor.id, { time: '10:00', clientEmail: 'not.yet@example.com' }));

    const res = await markPaid(bookingId, asRole('admin'));

    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: 'A booking can be marked paid once it is confirmed' });
  });
});
