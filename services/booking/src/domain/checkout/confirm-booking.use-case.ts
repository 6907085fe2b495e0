import type { Identity } from '@wsms/contracts';
import { requireConsentBeforeConfirmation, type ConsentDeps } from '../consent/require-consent';
import { confirmHold, expireIfDue, type ConfirmPayment, type ConfirmReason, type ConfirmResult, type HoldLifecycleDeps } from '../seats/hold-lifecycle';
import { bookingNotFound, confirmByEmail, holdReleased } from '../shared/booking-errors';
import type { CheckoutAccess } from './checkout-access';

/** Confirms a held booking once; the confirmation e-mails are queued with it (once, however often it is asked). */
export async function confirmBooking(
  deps: HoldLifecycleDeps,
  bookingId: string,
  reason: ConfirmReason,
  paymentReference?: string,
  payment?: ConfirmPayment,
): Promise<ConfirmResult> {
  const booking = await deps.bookings.findById(bookingId);
  if (!booking) throw bookingNotFound();
  if (booking.status === 'confirmed') return 'already-confirmed';
  return confirmHold(deps, bookingId, reason, paymentReference, payment);
}

/**
 * The embedded checkout's Confirm (payment is taken at the session). A hold that has run out is
 * released here and answers 409, whether or not the sweep or anyone else reached it first; a client
 * who has not signed the consent form in force is asked to first (409, the hold stays).
 */
export async function confirmAtGym(deps: HoldLifecycleDeps & ConsentDeps, { booking, canConfirm }: Pick<CheckoutAccess, 'booking' | 'canConfirm'>, identity?: Identity) {
  if (booking.status === 'confirmed') return 'already-confirmed';
  if (!canConfirm) throw confirmByEmail();
  const expired = await expireIfDue(deps, booking.id, booking.holdExpiresAt);
  if (expired?.outcome === 'confirmed') return 'already-confirmed';
  if (expired) throw holdReleased(expired.reason === 'cancelled' ? 'cancelled' : 'expired');
  await requireConsentBeforeConfirmation(deps, booking, identity);
  // Paid at the gym, whichever way an earlier, losing claim of the same hold meant to pay.
  const result = await confirmHold(deps, booking.id, 'client', undefined, { paymentMethod: 'at_gym', paymentProvider: deps.payments.name });
  if (result === 'too-late') throw holdReleased((await deps.bookings.findById(booking.id))?.status);
  return result;
}

/**
 * A payment provider says the client paid. If the hold was released first (expired, seat maybe
 * re-taken), the booking is never squeezed back in: it becomes 'conflict' for a refund.
 */
export async function recordPayment(deps: HoldLifecycleDeps, bookingId: string, paymentReference: string) {
  const booking = await deps.bookings.findById(bookingId);
  if (!booking) {
    deps.logger.warn({ bookingId, paymentReference }, 'payment for an unknown booking');
    return 'unknown' as const;
  }
  const result = await confirmBooking(deps, bookingId, 'paid', paymentReference, { paymentMethod: 'stripe', paymentProvider: 'stripe' });
  if (result === 'too-late') {
    await deps.bookings.update(bookingId, { status: 'conflict', paymentReference });
    deps.logger.error({ bookingId, paymentReference }, 'payment arrived after the hold was released: refund needed');
  }
  return result;
}
