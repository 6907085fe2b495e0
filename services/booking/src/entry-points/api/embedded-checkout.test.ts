import {
  asRole,
  availableTimes,
  buildCheckout,
  insertInstructor,
  insertSlot,
  startBooking,
  startCatalog,
  testClock,
  type TestBooking,
  type TestCatalog,
} from '../../testing/booking-test-kit';

const MONDAY_7AM_NEW_YORK = '2030-01-07T12:00:00Z';
const TUESDAY = '2030-01-08';
const clock = testClock(MONDAY_7AM_NEW_YORK);
let catalog: TestCatalog;
let booking: TestBooking;

beforeAll(async () => {
  catalog = await startCatalog();
  booking = await startBooking({ catalog, clock });
});
afterAll(async () => {
  await booking.stop();
  await catalog.stop();
});
beforeEach(() => clock.set(MONDAY_7AM_NEW_YORK));

async function heldBooking(time = '09:00') {
  const instructor = await insertInstructor(catalog, { name: 'Marcus Silva', hourlyRateCents: 8500 });
  await insertSlot(booking.db, instructor.id, { dayOfWeek: 2, startTime: '09:00', endTime: '11:00' });
  const res = await booking.api.checkout(buildCheckout(instructor.id, { time, sessionType: 'extended', location: 'west boylston' }));
  const { bookingId } = (await res.json()) as { bookingId: string };
  return { instructor, bookingId };
}

const outboxFor = async (bookingId: string) => {
  const all = (await (await booking.api.request('GET', '/api/bookings/outbox', undefined, asRole('admin'))).json()) as Array<{
    bookingId: string;
    to: string;
    subject: string;
    text: string;
  }>;
  return all.filter((m) => m.bookingId === bookingId);
};

describe('embedded checkout', () => {
  it('When the checkout page loads, then it shows instructor, date, time, location, amount and the hold', async () => {
    const { bookingId } = await heldBooking();

    const res = await booking.api.summary(bookingId);

    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      bookingId,
      instructorName: 'Marcus Silva',
      date: TUESDAY,
      time: '09:00',
      timeZone: 'America/New_York',
      location: 'west boylston',
      sessionType: 'extended',
      sessionTypeLabel: 'Extended (90 Minutes)',
      totalAmount: '85.00',
      currency: 'usd',
      status: 'pending',
      holdExpiresAt: '2030-01-07T12:15:00.000Z',
    });
  });

  it('When Pay is pressed, then the booking is confirmed once, e-mails go to client and instructor, and the time stays taken', async () => {
    const { instructor, bookingId } = await heldBooking();

    const first = await booking.api.pay(bookingId);
    const again = await booking.api.pay(bookingId);

    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ status: 'confirmed', holdExpiresAt: null });
    expect(again.status).toBe(200);
    const mails = await outboxFor(bookingId);
    expect(mails.map((m) => m.to).sort()).toEqual([instructor.email, 'jamie.rivera@example.com'].sort());
    expect(mails[0]?.subject).toBe(`Booking Confirmed: Extended (90 Minutes) on ${TUESDAY} at 09:00`);
    clock.advanceMinutes(60);
    expect(await availableTimes(booking, instructor.id, TUESDAY)).toEqual(['10:00']);
    const mine = (await (await booking.api.bookings(asRole('user', 'jamie.rivera@example.com'), '?status=confirmed')).json()) as Array<{ id: string }>;
    expect(mine.map((b) => b.id)).toContain(bookingId);
  });

  it('When Cancel is pressed, then the hold is released and the time is free; a confirmed booking cannot be cancelled there', async () => {
    const { instructor, bookingId } = await heldBooking();

    const res = await booking.api.cancel(bookingId);

    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'cancelled' });
    expect(await availableTimes(booking, instructor.id, TUESDAY)).toEqual(['09:00', '10:00']);
    expect((await booking.api.pay(bookingId)).status).toBe(409);
    expect(await outboxFor(bookingId)).toEqual([]);

    const other = await heldBooking('10:00');
    await booking.api.pay(other.bookingId);
    expect((await booking.api.cancel(other.bookingId)).status).toBe(409);
  });

  it('When the booking id is unknown or malformed, then 404 or 400', async () => {
    expect((await booking.api.summary('A'.repeat(32))).status).toBe(404);
    expect((await booking.api.pay('A'.repeat(32))).status).toBe(404);
    expect((await booking.api.cancel('A'.repeat(32))).status).toBe(404);
    expect((await booking.api.summary('short')).status).toBe(400);
  });
});
