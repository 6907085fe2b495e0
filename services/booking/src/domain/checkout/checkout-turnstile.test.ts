import { cancellationPolicyText } from '@wsms/contracts';
import { startTurnstileStandIn } from '@wsms/service-kit/testing';
import {
  availableTimes,
  buildCheckout,
  fromAddress,
  insertInstructor,
  insertSlot,
  startBooking,
  startCatalog,
  testClock,
  type TestBooking,
  type TestCatalog,
} from '../../testing/booking-test-kit';

const clock = testClock('2030-01-07T12:00:00Z');
let catalog: TestCatalog;
let booking: TestBooking;
let plain: TestBooking;
let turnstile: Awaited<ReturnType<typeof startTurnstileStandIn>>;

beforeAll(async () => {
  turnstile = await startTurnstileStandIn();
  catalog = await startCatalog();
  booking = await startBooking({
    catalog,
    clock,
    env: { TURNSTILE_SECRET: 'test-turnstile-secret', TURNSTILE_SITE_KEY: '1x00000000000000000000AA', TURNSTILE_VERIFY_URL: turnstile.verifyUrl },
  });
  plain = await startBooking({ catalog, clock });
});
afterAll(async () => {
  await booking.stop();
  await plain.stop();
  await catalog.stop();
  await turnstile.stop();
});
beforeEach(() => {
  turnstile.calls.length = 0;
});

async function bookableInstructor(service: TestBooking) {
  const instructor = await insertInstructor(catalog);
  await insertSlot(service.db, instructor.id, { dayOfWeek: 2, startTime: '09:00', endTime: '11:00' });
  return instructor;
}

describe('checkout with Turnstile configured', () => {
  it('When the booking form asks, then it gets the site key; without Turnstile configured, null', async () => {
    expect(await (await booking.api.request('GET', '/api/bookings/checkout/config')).json()).toEqual({ turnstileSiteKey: '1x00000000000000000000AA', changeCutoffHours: 24, cancellationPolicy: cancellationPolicyText(24) });
    expect(await (await plain.api.request('GET', '/api/bookings/checkout/config')).json()).toEqual({ turnstileSiteKey: null, changeCutoffHours: 24, cancellationPolicy: cancellationPolicyText(24) });
  });

  it('When the token passes, then the server verified it with the client address and the time is held', async () => {
    const instructor = await bookableInstructor(booking);

    const res = await booking.api.checkout({ ...buildCheckout(instructor.id), turnstileToken: 'pass-xyz' }, fromAddress('203.0.113.77'));

    expect(res.status).toBe(201);
    expect(turnstile.calls).toEqual([
      { contentType: 'application/x-www-form-urlencoded', form: { secret: 'test-turnstile-secret', response: 'pass-xyz', remoteip: '203.0.113.77' } },
    ]);
  });

  it.each([
    ['missing', undefined],
    ['refused', 'bad-token'],
    ['unverifiable (Cloudflare answers 500)', 'error-500'],
  ])('When the token is %s, then 400 "Bot check failed" and nothing is held', async (_label, token) => {
    const instructor = await bookableInstructor(booking);

    const res = await booking.api.checkout({ ...buildCheckout(instructor.id), ...(token ? { turnstileToken: token } : {}) });

    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Bot check failed. Please try again.' });
    expect(await availableTimes(booking, instructor.id, '2030-01-08')).toEqual(['09:00', '10:00']);
  });

  it('When Turnstile is not configured, then checkouts need no token', async () => {
    const instructor = await bookableInstructor(plain);

    expect((await plain.api.checkout(buildCheckout(instructor.id))).status).toBe(201);
    expect(turnstile.calls).toEqual([]);
  });
});
