import Stripe from 'stripe';
import {
  availableTimes,
  buildCheckout,
  findBooking,
  insertInstructor,
  insertSlot,
  keyIn,
  mailsAbout,
  startBooking,
  useBookingStack,
} from '../../testing/booking-test-kit';

const WEBHOOK_SECRET = 'whsec_test_booking_secret';
const WEBHOOK = '/api/payments/stripe/webhook';
const MONDAY_7AM_NEW_YORK = '2030-01-07T12:00:00Z';
const TUESDAY = '2030-01-08';
const stack = useBookingStack({ start: MONDAY_7AM_NEW_YORK, stripeWebhookSecret: WEBHOOK_SECRET });
const { clock } = stack;

async function heldBooking(time = '09:00') {
  const instructor = await insertInstructor(stack.catalog);
  await insertSlot(stack.booking.db, instructor.id, { dayOfWeek: 2, startTime: '09:00', endTime: '11:00' });
  const res = await stack.booking.api.checkout(buildCheckout(instructor.id, { time }));
  expect(res.status).toBe(201);
  const body = (await res.json()) as { checkoutUrl: string; bookingId: string };
  return { instructor, ...body, session: sentToStripe(body.bookingId) };
}

/** What our checkout told Stripe for this booking: the URLs the visitor comes back to, with the booking's key. */
function sentToStripe(bookingId: string) {
  const created = stack.stripeMock.requests.filter((r) => r.path === '/v1/checkout/sessions' && r.form['metadata[bookingId]'] === bookingId);
  expect(created).toHaveLength(1);
  const { success_url: successUrl = '', cancel_url: cancelUrl = '' } = created[0]!.form;
  return { successUrl, cancelUrl, viewKey: keyIn(cancelUrl) };
}

function sessionEvent(type: string, bookingId: string, extra: Record<string, unknown> = {}) {
  return JSON.stringify({
    id: `evt_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type,
    data: { object: { id: 'cs_test_1', object: 'checkout.session', metadata: { bookingId }, payment_status: 'paid', payment_intent: 'pi_test_1', ...extra } },
  });
}

const signed = (payload: string, secret = WEBHOOK_SECRET) => Stripe.webhooks.generateTestHeaderString({ payload, secret });

const deliver = (payload: string, signature?: string) =>
  fetch(`${stack.booking.url}${WEBHOOK}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    body: payload,
  });

const mailsFor = async (bookingId: string) => mailsAbout(await stack.booking.api.outbox(), bookingId);

describe('Stripe Checkout (stripe-mock)', () => {
  it('When Stripe is configured, then checkout answers the Stripe session URL and keeps the session id', async () => {
    const { checkoutUrl, bookingId } = await heldBooking();

    expect(checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    expect(await findBooking(stack.booking.db, bookingId)).toMatchObject({
      status: 'pending',
      paymentProvider: 'stripe',
      paymentMethod: 'stripe',
      paymentStatus: 'due',
      checkoutSessionId: expect.stringMatching(/^cs_/),
    });
  });

  it('When a checkout is held, then Stripe sends the visitor back to PUBLIC_URL with the booking key, and no confirmation link is mailed', async () => {
    const { bookingId, session } = await heldBooking('09:00');

    const back = `http://localhost:3000/private-classes?bookingId=${bookingId}&key=${session.viewKey}`;
    expect(session.successUrl).toBe(back.replace('?', '?booking=success&') + '&session_id={CHECKOUT_SESSION_ID}');
    expect(session.cancelUrl).toBe(back.replace('?', '?booking=cancelled&'));
    const summary = await stack.booking.api.summary(bookingId, session.viewKey);
    expect(await summary.json()).toMatchObject({ status: 'pending', paymentMethod: 'stripe', canConfirm: false, confirmationSentTo: null });
    expect(await mailsFor(bookingId)).toEqual([]);
  });

  it('When a correctly signed checkout.session.completed arrives, then the booking is confirmed once and e-mailed', async () => {
    const { bookingId, instructor } = await heldBooking();
    const payload = sessionEvent('checkout.session.completed', bookingId);

    const first = await deliver(payload, signed(payload));
    const again = await deliver(payload, signed(payload));

    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(await findBooking(stack.booking.db, bookingId)).toMatchObject({ status: 'confirmed', paymentReference: 'pi_test_1', paymentStatus: 'paid' });
    expect(await mailsFor(bookingId)).toHaveLength(2);
    expect(await availableTimes(stack.booking, instructor.id, TUESDAY)).toEqual(['10:00']);
  });

  it('When the event is unsigned, signed with another secret or tampered with, then 400 and nothing changes', async () => {
    const { bookingId } = await heldBooking();
    const payload = sessionEvent('checkout.session.completed', bookingId);
    const other = await heldBooking('10:00');
    const tampered = payload.replace(bookingId, other.bookingId);

    const responses = [
      await deliver(payload),
      await deliver(payload, 't=123,v1=deadbeef'),
      await deliver(payload, signed(payload, 'whsec_someone_else')),
      await deliver(tampered, signed(payload)),
    ];

    expect(responses.map((r) => r.status)).toEqual([400, 400, 400, 400]);
    expect(await responses[0]!.json()).toEqual({ message: 'Invalid Stripe signature' });
    expect((await findBooking(stack.booking.db, bookingId))?.status).toBe('pending');
    expect((await findBooking(stack.booking.db, other.bookingId))?.status).toBe('pending');
    expect(await mailsFor(bookingId)).toEqual([]);
  });

  it('When checkout.session.expired arrives, then the hold is released and the time is free again', async () => {
    const { bookingId, instructor } = await heldBooking();
    const payload = sessionEvent('checkout.session.expired', bookingId, { payment_status: 'unpaid', payment_intent: null });

    const res = await deliver(payload, signed(payload));

    expect(res.status).toBe(200);
    expect((await findBooking(stack.booking.db, bookingId))?.status).toBe('cancelled');
    expect(await availableTimes(stack.booking, instructor.id, TUESDAY)).toEqual(['09:00', '10:00']);
  });

  it('When payment arrives after the hold expired and the seat was re-taken, then it is marked conflict and never double-booked', async () => {
    const { bookingId, instructor } = await heldBooking();
    clock.advanceMinutes(16);
    const newcomer = await stack.booking.api.checkout(buildCheckout(instructor.id, { time: '09:00', clientEmail: 'newcomer@example.com' }));
    expect(newcomer.status).toBe(201);
    const payload = sessionEvent('checkout.session.completed', bookingId);

    const res = await deliver(payload, signed(payload));

    expect(res.status).toBe(200);
    expect(await findBooking(stack.booking.db, bookingId)).toMatchObject({ status: 'conflict', paymentReference: 'pi_test_1' });
    expect(await mailsFor(bookingId)).toEqual([]);
  });

  it('When Stripe handles payment, then nothing but its webhook confirms (no Confirm endpoint), and Cancel with the key still releases the hold', async () => {
    const { bookingId, session } = await heldBooking();

    expect((await stack.booking.api.confirm(bookingId, session.viewKey)).status).toBe(404);
    expect((await findBooking(stack.booking.db, bookingId))?.status).toBe('pending');
    expect((await stack.booking.api.cancel(bookingId, 'k'.repeat(43))).status).toBe(404);
    const cancel = await stack.booking.api.cancel(bookingId, session.viewKey);
    expect(cancel.status).toBe(200);
    expect(await cancel.json()).toMatchObject({ status: 'cancelled' });
  });

  it('When something unforeseen fails (the instructor read throws), then 502 with the spec default "Failed to create checkout", nothing held', async () => {
    const fault = () => Promise.reject(new Error('connection reset'));
    const broken = await startBooking({ catalog: stack.catalog, clock, overrides: { catalog: { findById: fault, findByEmail: fault, listActive: fault } } });
    try {
      const res = await broken.api.checkout(buildCheckout('i-unknown', { time: '09:00' }));
      expect(res.status).toBe(502);
      expect(await res.json()).toEqual({ message: 'Failed to create checkout' });
      expect(await broken.db.collection('bookings').countDocuments()).toBe(0);
    } finally {
      await broken.stop();
    }
  });

  it('When Stripe cannot be reached, then 502 "Failed to create checkout" and the seat is released', async () => {
    const broken = await startBooking({
      catalog: stack.catalog,
      clock,
      env: { STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: 'http://127.0.0.1:9' },
    });
    try {
      const instructor = await insertInstructor(stack.catalog);
      await insertSlot(broken.db, instructor.id, { dayOfWeek: 2, startTime: '09:00', endTime: '10:00' });

      const res = await broken.api.checkout(buildCheckout(instructor.id, { time: '09:00' }));

      expect(res.status).toBe(502);
      expect(await res.json()).toEqual({ message: 'Failed to create checkout' });
      expect(await availableTimes(broken, instructor.id, TUESDAY)).toEqual(['09:00']);
    } finally {
      await broken.stop();
    }
  });
});
