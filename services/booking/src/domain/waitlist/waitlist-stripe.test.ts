import Stripe from 'stripe';
import { depsOf, findBooking, insertInstructor, insertWeek, useBookingStack } from '../../testing/booking-test-kit';
import { bookTime, entryOf, eventsOf, join, joinBody, waitlistClient } from '../../testing/waitlist-kit';
import { sweepWaitlist } from './waitlist-sweep';

const WEBHOOK_SECRET = 'whsec_test_waitlist_secret';
const TUESDAY = '2030-01-08';
const stack = useBookingStack({ stripeWebhookSecret: WEBHOOK_SECRET });

function paid(bookingId: string) {
  const payload = JSON.stringify({
    id: `evt_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type: 'checkout.session.completed',
    data: { object: { id: 'cs_test_1', object: 'checkout.session', metadata: { bookingId }, payment_status: 'paid', payment_intent: 'pi_test_1' } },
  });
  return fetch(`${stack.booking.url}/api/payments/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) },
    body: payload,
  });
}

describe('claiming a waitlist offer with Stripe configured', () => {
  it("When the offered client claims, then they are sent to Stripe's page; the webhook confirms the seat and the timer counts it filled", async () => {
    const coach = await insertInstructor(stack.catalog);
    await insertWeek(stack.booking.db, coach.id);
    const taken = await bookTime(stack.booking, coach.id, TUESDAY, '10:00');
    const who = waitlistClient();
    const entry = await join(stack.booking, who, joinBody(coach.id, TUESDAY, ['10:00']));
    await taken.cancel();

    const atGym = await stack.booking.api.request('POST', `/api/waitlist/${entry.id}/claim`, { paymentMethod: 'at_gym' }, who.headers());
    expect(atGym.status).toBe(400);
    const res = await stack.booking.api.request('POST', `/api/waitlist/${entry.id}/claim`, {}, who.headers());
    expect(res.status).toBe(201);
    const { booking, checkoutUrl } = (await res.json()) as { booking: { id: string; status: string; paymentMethod: string }; checkoutUrl: string };
    expect(booking).toMatchObject({ status: 'pending', paymentMethod: 'stripe' });
    expect(checkoutUrl).toMatch(/^https?:\/\//);

    expect((await paid(booking.id)).status).toBe(200);
    expect(await findBooking(stack.booking.db, booking.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    await sweepWaitlist(depsOf(stack.booking, stack.clock));
    expect((await entryOf(stack.booking, who, entry.id)).status).toBe('booked');
    expect(await eventsOf(stack.booking.db, 'claimed', coach.id)).toBe(1);
  });
});
