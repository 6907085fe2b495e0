import Stripe from 'stripe';
import type { ReportSeries, ReportSummary } from '@wsms/contracts';
import { asRole, buildCheckout, onBooking, reportsSettled, type BookingStack } from './booking-test-kit';

const admin = asRole('admin');

/** Report calls and the booking moves a report test makes, against one booking stack. */
export function reportsKit(stack: BookingStack, webhookSecret: string) {
  /** Every report read waits for the projector first: the figures follow the writes a moment later. */
  const get = async (path: string, query: Record<string, string>, headers = admin) => {
    await reportsSettled(stack.booking);
    const res = await stack.booking.api.request('GET', `${path}?${new URLSearchParams(query)}`, undefined, headers);
    const text = await res.text();
    return { status: res.status, headers: res.headers, text, body: (res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : undefined) as unknown };
  };
  return {
    get,
    /** Waits for the projector, before a test reads the report collections itself. */
    settled: () => reportsSettled(stack.booking),
    async summary(query: Record<string, string>) {
      const res = await get('/api/reports/summary', query);
      if (res.status !== 200) throw new Error(`summary answered ${res.status}: ${res.text}`);
      return res.body as ReportSummary;
    },
    async series(query: Record<string, string>) {
      const res = await get('/api/reports/series', query);
      if (res.status !== 200) throw new Error(`series answered ${res.status}: ${res.text}`);
      return res.body as ReportSeries;
    },
    /** An admin's direct booking (confirmed, paid at the gym). */
    async adminBooks(instructorId: string, sessionDate: string, time: string, clientEmail: string, extra: Record<string, string> = {}) {
      const res = await stack.booking.api.request('POST', '/api/bookings', buildCheckout(instructorId, { sessionDate, time, clientEmail, ...extra }), admin);
      if (res.status !== 201) throw new Error(`booking answered ${res.status}: ${await res.text()}`);
      return ((await res.json()) as { id: string }).id;
    },
    /** An admin's move on a booking at the clock's time: status, paid, cancel. */
    async adminDoes(bookingId: string, action: 'status' | 'paid' | 'cancel', body?: unknown) {
      const res = await onBooking(stack.booking, 'POST', bookingId, action, admin, body);
      if (res.status !== 200) throw new Error(`${action} answered ${res.status}: ${JSON.stringify(res.body)}`);
      return res.body;
    },
    /** A Stripe checkout held now; `deliver` sends its signed payment webhook (as often as asked). */
    async stripeCheckout(instructorId: string, sessionDate: string, time: string, clientEmail: string) {
      const res = await stack.booking.api.checkout(buildCheckout(instructorId, { sessionDate, time, clientEmail }));
      if (res.status !== 201) throw new Error(`checkout answered ${res.status}: ${await res.text()}`);
      const { bookingId } = (await res.json()) as { bookingId: string };
      const payload = JSON.stringify({
        id: `evt_${bookingId}`,
        object: 'event',
        type: 'checkout.session.completed',
        data: { object: { id: `cs_${bookingId.slice(0, 8)}`, object: 'checkout.session', metadata: { bookingId }, payment_status: 'paid', payment_intent: `pi_${bookingId.slice(0, 10)}` } },
      });
      const deliver = async () => {
        const delivered = await fetch(`${stack.booking.url}/api/payments/stripe/webhook`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }) },
          body: payload,
        });
        if (delivered.status !== 200) throw new Error(`webhook answered ${delivered.status}`);
      };
      return { bookingId, deliver };
    },
  };
}
