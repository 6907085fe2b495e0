import {
  asRole,
  availableTimes,
  buildCheckout,
  findBooking,
  heldCheckout,
  mailedConfirmLink,
  insertInstructor,
  insertSlot,
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
    await insertSlot(booking.db, instructor.id, { dayOfWeek: 2, location: 'West Boylston' });
    await updateInstructor(catalog, instructor.id, { hourlyRateCents: 9900 });

    const res = await booking.api.checkout(buildCheckout(instructor.id, { sessionDate: '2030-01-08', time: '10:00', location: 'West Boylston' }));

    expect(res.status).toBe(201);
    const { checkoutUrl, bookingId } = (await res.json()) as { checkoutUrl: string; bookingId: string };
    expect(bookingId).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(checkoutUrl).toMatch(new RegExp(`^/checkout/${bookingId}\\?key=[A-Za-z0-9_-]{43}$`));
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

describe('links', () => {
  it('When a checkout is held, then its URL is relative (the browser stays on its host) and the e-mailed link starts with PUBLIC_URL', async () => {
    const explicit = await startBooking({ catalog, clock, env: { PUBLIC_URL: 'https://book.example.com/' } });
    try {
      const instructor = await insertInstructor(catalog);
      await insertSlot(explicit.db, instructor.id, { dayOfWeek: 2 });

      const held = await heldCheckout(explicit, buildCheckout(instructor.id));

      expect(held.checkoutUrl).toBe(`/checkout/${held.bookingId}?key=${held.viewKey}`);
      expect((await mailedConfirmLink(explicit, held.bookingId)).link.startsWith(`https://book.example.com/checkout/${held.bookingId}?key=`)).toBe(true);
    } finally {
      await explicit.stop();
    }
  });
});

describe('capability keys', () => {
  it('When a booking is stored, then only the hashes of its keys are kept, never the keys', async () => {
    const instructor = await bookableInstructor();
    const held = await heldCheckout(booking, buildCheckout(instructor.id, { clientEmail: 'keys@example.com' }));
    const { key: confirmKey } = await mailedConfirmLink(booking, held.bookingId);

    const raw = JSON.stringify(await booking.db.collection('bookings').findOne({ _id: held.bookingId as never }));

    expect(raw).not.toContain(held.viewKey);
    expect(raw).not.toContain(confirmKey);
    expect(raw).toMatch(/"viewKeyHash":"[0-9a-f]{64}"/);
  });

  it('When the booking id comes without a key, with a wrong key or with the key of another booking, then 404 and nothing changes', async () => {
    const instructor = await bookableInstructor();
    const mine = await heldCheckout(booking, buildCheckout(instructor.id, { time: '09:00', clientEmail: 'mine@example.com' }));
    const other = await heldCheckout(booking, buildCheckout(instructor.id, { time: '10:00', clientEmail: 'other@example.com' }));
    const noKey = (path: string, method = 'POST') => booking.api.request(method, path);

    const answers = [
      await noKey(`/api/checkout/${mine.bookingId}`, 'GET'),
      await noKey(`/api/checkout/${mine.bookingId}/confirm`),
      await noKey(`/api/checkout/${mine.bookingId}/cancel`),
      await booking.api.summary(mine.bookingId, 'x'.repeat(43)),
      await booking.api.cancel(mine.bookingId, other.viewKey),
      await booking.api.confirm(mine.bookingId, (await mailedConfirmLink(booking, other.bookingId)).key),
      await booking.api.request('POST', `/api/checkout/${mine.bookingId}/pay`),
    ];

    expect(answers.map((r) => r.status)).toEqual([404, 404, 404, 404, 404, 404, 404]);
    expect((await findBooking(booking.db, mine.bookingId))?.status).toBe('pending');
  });

  it('When staff or an admin list bookings, then no key or key hash is in them', async () => {
    const instructor = await bookableInstructor();
    const held = await heldCheckout(booking, buildCheckout(instructor.id, { clientEmail: 'listed@example.com' }));

    const res = await booking.api.bookings(asRole('admin', 'admin@example.com'), '?clientEmail=listed@example.com');
    const text = await res.text();

    expect(res.status).toBe(200);
    expect(text).toContain(held.bookingId);
    expect(text).not.toContain(held.viewKey);
    expect(text).not.toMatch(/KeyHash|clientAddress/);
  });
});
