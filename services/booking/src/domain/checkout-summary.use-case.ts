import { formatCents, type CheckoutSummary } from '@wsms/contracts';
import type { BookingDeps } from './booking-deps';
import { bookingNotFound } from './booking-errors';
import { timeZone } from './business-time';
import { expireIfDue } from './hold-lifecycle';
import { sessionTypeLabel } from './labels';

/** What the embedded checkout page shows; an expired hold is released on the way. */
export async function getCheckoutSummary(deps: BookingDeps, bookingId: string): Promise<CheckoutSummary> {
  let booking = await deps.bookings.findById(bookingId);
  if (!booking) throw bookingNotFound();
  if (booking.status === 'pending') {
    await expireIfDue(deps, bookingId, booking.holdExpiresAt);
    booking = (await deps.bookings.findById(bookingId)) ?? booking;
  }
  return {
    bookingId: booking.id,
    instructorName: booking.instructorName,
    date: booking.date,
    time: booking.time,
    timeZone,
    location: booking.location,
    sessionType: booking.sessionType,
    sessionTypeLabel: sessionTypeLabel(booking.sessionType),
    totalAmount: formatCents(booking.totalAmountCents),
    currency: 'usd',
    status: booking.status,
    holdExpiresAt: booking.status === 'pending' && booking.holdExpiresAt ? booking.holdExpiresAt.toISOString() : null,
  };
}
