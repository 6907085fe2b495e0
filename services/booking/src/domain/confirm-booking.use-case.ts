import { AppError } from '@wsms/service-kit';
import { bookingMessages } from '@wsms/contracts';
import type { BookingDeps } from './booking-deps';
import { bookingNotFound } from './booking-errors';
import { sendConfirmationEmails } from './confirmation-emails';
import { confirmHold, type ConfirmResult } from './hold-lifecycle';

/** Confirms a held booking once; the first confirmation sends the e-mails, repeats are no-ops. */
export async function confirmBooking(
  deps: BookingDeps,
  bookingId: string,
  reason: 'paid' | 'admin' | 'seed',
  paymentReference?: string,
): Promise<ConfirmResult> {
  const booking = await deps.bookings.findById(bookingId);
  if (!booking) throw bookingNotFound();
  if (booking.status === 'confirmed') return 'already-confirmed';
  const result = await confirmHold(deps, bookingId, reason, paymentReference);
  if (result === 'confirmed' && reason !== 'seed') {
    const confirmed = await deps.bookings.findById(bookingId);
    await sendConfirmationEmails(deps, confirmed ?? booking);
  }
  return result;
}

/** The embedded checkout's Pay button: 409 once the hold has been released and its seat is gone. */
export async function payEmbedded(deps: BookingDeps, bookingId: string) {
  const result = await confirmBooking(deps, bookingId, 'paid', `embedded:${bookingId}`);
  if (result === 'too-late') {
    const booking = await deps.bookings.findById(bookingId);
    const message = booking?.status === 'cancelled' ? bookingMessages.cancelled : bookingMessages.holdExpired;
    throw new AppError('hold-released', message, 409);
  }
  return result;
}

/**
 * A payment provider says the client paid. If the hold was released first (expired, seat maybe
 * re-taken), the booking is never squeezed back in: it becomes 'conflict' for a refund.
 */
export async function recordPayment(deps: BookingDeps, bookingId: string, paymentReference: string) {
  const booking = await deps.bookings.findById(bookingId);
  if (!booking) {
    deps.logger.warn({ bookingId, paymentReference }, 'payment for an unknown booking');
    return 'unknown' as const;
  }
  const result = await confirmBooking(deps, bookingId, 'paid', paymentReference);
  if (result === 'too-late') {
    await deps.bookings.update(bookingId, { status: 'conflict', paymentReference });
    deps.logger.error({ bookingId, paymentReference }, 'payment arrived after the hold was released: refund needed');
  }
  return result;
}
