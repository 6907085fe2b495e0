import {
  buildCheckout,
  fromAddress,
  insertInstructor,
  insertWeek,
  startBooking,
  startCatalog,
  testClock,
  type TestBooking,
  type TestCatalog,
} from '../../testing/booking-test-kit';

const clock = testClock('2030-01-07T12:00:00Z');
let catalog: TestCatalog;
let booking: TestBooking;

beforeAll(async () => {
  catalog = await startCatalog();
  booking = await startBooking({ catalog, clock, env: { CHECKOUT_MAX_PER_ADDRESS_PER_10_MIN: '2' } });
});
afterAll(async () => {
  await booking.stop();
  await catalog.stop();
});

describe('checkout limit per client address', () => {
  it('When one address passes its checkouts per 10 minutes, then 429 with Retry-After and no hold; another address still checks out', async () => {
    const instructor = await insertInstructor(catalog);
    await insertWeek(booking.db, instructor.id);
    const checkout = (time: string, ip: string) =>
      booking.api.request('POST', '/api/bookings/checkout', buildCheckout(instructor.id, { time }), fromAddress(ip));

    const statuses = [(await checkout('09:00', '198.51.100.20')).status, (await checkout('10:00', '198.51.100.20')).status];
    const before = await booking.db.collection('bookings').countDocuments();
    const refused = await checkout('11:00', '198.51.100.20');
    const elsewhere = await checkout('12:00', '198.51.100.21');

    expect(statuses).toEqual([201, 201]);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: 'Too many checkouts from this address. Please try again later.' });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(elsewhere.status).toBe(201);
    expect(await booking.db.collection('bookings').countDocuments()).toBe(before + 1);
  });
});
