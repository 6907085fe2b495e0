import { lateCancelMessage } from '@wsms/contracts';
import Stripe from 'stripe';
import {
  asRole,
  buildCheckout,
  findBooking,
  insertInstructor,
  insertSlot,
  onBooking,
  useBookingStack,
} from '../../testing/booking-test-kit';

const WEBHOOK_SECRET = 'whsec_test_refund_secret';
const stack = useBookingStack({ stripeWebhookSecret: WEBHOOK_SECRET });

/** A session paid through Stripe Checkout: held, then confirmed by the signed webhook. */
async function paidSession(time: string) {
  const instructor = await insertInstructor(stack.catalog);
  await insertSlot(stack.booking.db, instructor.id, { dayOfWeek: 2, startTime: '09:00', endTime: '12:00' });
  const body = buildCheckout(instructor.id, { time });
  const res = await stack.booking.api.checkout(body);
  expect(res.status).toBe(201);
  const { bookingId } = (await res.json()) as { bookingId: string };
  const payload = JSON.stringify({
    id: `evt_${bookingId}`,
    object: 'event',
    type: 'checkout.session.completed',
    data: { object: { id: 'cs_test_1', object: 'checkout.session', metadata: { bookingId }, payment_status: 'paid', payment_intent: `pi_${bookingId.slice(0, 10)}` } },
  });
  const delivered = await fetch(`${stack.booking.url}/api/payments/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) },
    body: payload,
  });
  expect(delivered.status).toBe(200);
  expect(await findBooking(stack.booking.db, bookingId)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
  return { bookingId, clientEmail: body.bookingData.clientEmail, staff: asRole('staff', instructor.email) };
}

const refundsFor = (paymentIntent: string) => stack.stripeMock.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds' && r.form.payment_intent === paymentIntent);

describe('Cancelling a Stripe-paid session (stripe-mock)', () => {
  it('When the instructor cancels with a reason, then Stripe is asked for one refund, the booking says refunded and the client is e-mailed the reason', async () => {
    const s = await paidSession('09:00');

    const res = await onBooking(stack.booking, 'POST', s.bookingId, 'cancel', s.staff, { reason: 'Coach is ill' });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'cancelled', cancelledBy: 'instructor', cancelReason: 'Coach is ill', refundStatus: 'refunded' });
    expect(refundsFor(`pi_${s.bookingId.slice(0, 10)}`)).toHaveLength(1);
    const mail = (await stack.booking.api.outbox()).find((m) => m.kind === 'booking-cancelled-client' && m.to === s.clientEmail);
    expect(mail?.text).toContain('Coach is ill');
  });

  it('When the client cancels ahead of the cut-off, then the payment is refunded too, and a second cancel asks Stripe for nothing more', async () => {
    const s = await paidSession('10:00');

    const res = await onBooking(stack.booking, 'POST', s.bookingId, 'cancel', asRole('user', s.clientEmail), {});
    const again = await onBooking(stack.booking, 'POST', s.bookingId, 'cancel', asRole('user', s.clientEmail), {});

    expect(res.body).toMatchObject({ status: 'cancelled', cancelledBy: 'client', refundStatus: 'refunded' });
    expect(again.status).toBe(409);
    expect(refundsFor(`pi_${s.bookingId.slice(0, 10)}`)).toHaveLength(1);
  });

  it('When the client cancels after the cut-off, then only by accepting a late cancellation, and the payment is not refunded', async () => {
    const s = await paidSession('11:00');
    stack.clock.set('2030-01-08T13:00:00Z'); // Tuesday 08:00 in New York: three hours before the session

    const refused = await onBooking(stack.booking, 'POST', s.bookingId, 'cancel', asRole('user', s.clientEmail), {});
    const accepted = await onBooking(stack.booking, 'POST', s.bookingId, 'cancel', asRole('user', s.clientEmail), { acceptLateCancel: true });

    expect(refused).toEqual({ status: 409, body: { message: lateCancelMessage(24, 'payment') } });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'cancelled', cancelledBy: 'client', lateCancellation: true, paymentStatus: 'paid' });
    expect(accepted.body.refundStatus).toBeUndefined();
    expect(refundsFor(`pi_${s.bookingId.slice(0, 10)}`)).toEqual([]);
  });
});
