import { type BookingCheckoutInput, type BookingCheckoutResponse } from '@wsms/contracts';
import type { BookingDeps } from './booking-deps';
import { checkoutFailed } from './booking-errors';
import { timeZone } from './business-time';
import { locationLabel, sessionTypeLabel } from './labels';
import { releaseBooking } from './hold-lifecycle';
import { checkBookable, reserveSeat } from './reserve-seat';

/** POST /api/bookings/checkout: a pending hold priced at the instructor's current rate, then the payment page. */
export async function createCheckout(deps: BookingDeps, input: BookingCheckoutInput): Promise<BookingCheckoutResponse> {
  const now = deps.clock.now();
  const { instructor, maxBookings } = await checkBookable(deps, input, now);
  const booking = await reserveSeat(deps, input, { instructor, maxBookings, now, provider: deps.payments.name });
  try {
    const checkout = await deps.payments.createCheckout({
      bookingId: booking.id,
      amountCents: booking.totalAmountCents,
      description: `${sessionTypeLabel(booking.sessionType)} with ${booking.instructorName}`,
      details: `${booking.date} at ${booking.time} (${timeZone}), ${locationLabel(booking.location)}`,
      clientEmail: booking.clientEmail,
    });
    if (checkout.sessionId) await deps.bookings.update(booking.id, { checkoutSessionId: checkout.sessionId });
    return { checkoutUrl: checkout.url, bookingId: booking.id };
  } catch (err) {
    deps.logger.error({ err, bookingId: booking.id }, 'payment provider refused the checkout');
    await releaseBooking(deps, booking.id, 'failed');
    throw checkoutFailed();
  }
}
