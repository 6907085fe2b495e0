import {
  availableTimes,
  buildCheckout,
  findBooking,
  insertInstructor,
  insertSlot,
  PUBLIC_URL,
  startBooking,
  startCatalog,
  testClock,
  updateInstructor,
  type TestBooking,
  type TestCatalog,
} from '../../testing/booking-test-kit';

const MONDAY_7AM_NEW_YORK = '2030-01-07T12:00:00Z';
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

async function bookableInstructor(overrides: Parameters<typeof insertInstructor>[1] = {}) {
  const instructor = await insertInstructor(catalog, overrides);
  for (const dayOfWeek of [1, 2, 3, 4, 5, 6, 0]) await insertSlot(booking.db, instructor.id, { dayOfWeek });
  return instructor;
}

type ErrorBody = { message: string; errors?: Array<{ path: string; message: string }> };

describe('POST /api/bookings/checkout', () => {
  it('When the time is free, then a pending hold priced at the current rate is created and the checkout URL answered', async () => {
    const instructor = await bookableInstructor({ name: 'Marcus Silva', hourlyRateCents: 8500 });
    await updateInstructor(catalog, instructor.id, { hourlyRateCents: 9900 });

    const res = await booking.api.checkout(buildCheckout(instructor.id, { sessionDate: '2030-01-08', time: '10:00', location: 'West Boylston' }));

    expect(res.status).toBe(201);
    const { checkoutUrl, bookingId } = (await res.json()) as { checkoutUrl: string; bookingId: string };
    expect(bookingId).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(checkoutUrl).toBe(`${PUBLIC_URL}/checkout/${bookingId}`);
    const stored = await findBooking(booking.db, bookingId);
    expect(stored).toMatchObject({
      status: 'pending',
      totalAmountCents: 9900,
      instructorName: 'Marcus Silva',
      instructorEmail: instructor.email,
      clientEmail: 'jamie.rivera@example.com',
      location: 'west boylston',
      date: '2030-01-08',
      time: '10:00',
    });
    expect(stored?.holdExpiresAt?.toISOString()).toBe('2030-01-07T12:15:00.000Z');
    expect(stored?.startsAt?.toISOString()).toBe('2030-01-08T15:00:00.000Z');
    expect(await availableTimes(booking, instructor.id, '2030-01-08')).not.toContain('10:00');
  });

  it.each([
    ['clientName', { clientName: '' }],
    ['clientName', { clientName: 'x'.repeat(101) }],
    ['clientEmail', { clientEmail: 'not-an-email' }],
    ['clientPhone', { clientPhone: '1'.repeat(31) }],
    ['sessionType', { sessionType: 'karate' }],
    ['location', { location: 'worcester' }],
    ['notes', { notes: 'x'.repeat(1001) }],
    ['sessionDate', { sessionDate: '2030-02-30' }],
    ['sessionDate', { sessionDate: '08/01/2030' }],
    ['time', { time: '10:30' }],
    ['time', { time: '24:00' }],
  ])('When bookingData.%s is bad (%j), then 400 naming it', async (field, bad) => {
    const instructor = await bookableInstructor();

    const res = await booking.api.checkout(buildCheckout(instructor.id, bad as Record<string, string>));

    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorBody;
    expect(body.errors?.map((e) => e.path)).toContain(`bookingData.${field}`);
  });

  it('When fields are missing or unknown, then 400 naming them', async () => {
    const res = await booking.api.checkout({ bookingData: { clientName: 'A' }, totalAmount: '1.00' });
    const paths = ((await res.json()) as ErrorBody).errors?.map((e) => e.path) ?? [];

    expect(res.status).toBe(400);
    expect(paths).toEqual(expect.arrayContaining(['bookingData.clientEmail', 'bookingData.sessionType', 'bookingData.location', 'bookingData.sessionDate', 'bookingData.time', 'instructorId']));
  });

  it('When the date is a Sunday, then 400 naming the date', async () => {
    const instructor = await bookableInstructor();

    const res = await booking.api.checkout(buildCheckout(instructor.id, { sessionDate: '2030-01-13' }));

    expect(res.status).toBe(400);
    expect((await res.json()) as ErrorBody).toMatchObject({ errors: [{ path: 'bookingData.sessionDate', message: 'Sessions are not available on Sundays' }] });
  });

  it('When the date is in the past or more than a year ahead, then 400 naming the date', async () => {
    const instructor = await bookableInstructor();

    const past = await booking.api.checkout(buildCheckout(instructor.id, { sessionDate: '2030-01-05' }));
    const far = await booking.api.checkout(buildCheckout(instructor.id, { sessionDate: '2031-03-04' }));

    expect(past.status).toBe(400);
    expect(((await past.json()) as ErrorBody).errors?.[0]?.path).toBe('bookingData.sessionDate');
    expect(far.status).toBe(400);
  });

  it('When the instructor is inactive or unknown, then 404', async () => {
    const inactive = await bookableInstructor({ isActive: false });

    expect((await booking.api.checkout(buildCheckout(inactive.id))).status).toBe(404);
    expect((await booking.api.checkout(buildCheckout('000000000000000000000000'))).status).toBe(404);
  });

  it('When the time is taken, outside every slot or inside the notice period, then 409', async () => {
    const instructor = await bookableInstructor();
    expect((await booking.api.checkout(buildCheckout(instructor.id, { time: '11:00' }))).status).toBe(201);

    const taken = await booking.api.checkout(buildCheckout(instructor.id, { time: '11:00' }));
    const outside = await booking.api.checkout(buildCheckout(instructor.id, { time: '20:00' }));
    clock.set('2030-01-07T12:30:00Z'); // 07:30: 09:00 is inside the two-hour notice
    const tooSoon = await booking.api.checkout(buildCheckout(instructor.id, { sessionDate: '2030-01-07', time: '09:00' }));

    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({ message: 'That time is no longer available' });
    expect(outside.status).toBe(409);
    expect(tooSoon.status).toBe(409);
  });
});
