import { bookingMessages, sessionMessages, type Identity } from '@wsms/contracts';
import { AppError, forbidden } from '@wsms/service-kit';
import { requireConsentBeforeConfirmation, type ConsentDeps } from '../consent/require-consent';
import { expireIfDue, type HoldLifecycleDeps } from '../seats/hold-lifecycle';
import { openBooking } from '../shared/booking-access';
import { holdReleased } from '../shared/booking-errors';
import { paymentMethodOf } from '../shared/payment-state';
import { confirmAtGym } from './confirm-booking.use-case';

/**
 * POST /api/bookings/:id/complete: the client finishes a pending booking from the portal. Paid at
 * the gym, their verified identity confirms it at once; paid online, they are sent back to the
 * provider's page while its session is open.
 */
export async function completeBooking(deps: HoldLifecycleDeps & ConsentDeps, identity: Identity, bookingId: string) {
  const { booking, side } = await openBooking(deps, identity, bookingId);
  if (side !== 'client') throw forbidden(sessionMessages.notYours);
  if (booking.status !== 'pending') throw new AppError('not-pending', sessionMessages.notCompletable, 409);
  const expired = await expireIfDue(deps, booking.id, booking.holdExpiresAt);
  if (expired?.outcome === 'released') throw holdReleased(expired.reason === 'cancelled' ? 'cancelled' : 'expired');
  // Paid online, the consent is asked before the client is sent back to pay.
  await requireConsentBeforeConfirmation(deps, booking, identity);
  if (paymentMethodOf(booking) === 'at_gym') {
    await confirmAtGym(deps, { booking, canConfirm: deps.payments.name === 'embedded' }, identity);
    return { booking: (await deps.bookings.findById(booking.id))!, checkoutUrl: null };
  }
  const url = booking.checkoutSessionId ? await deps.payments.resumeCheckout(booking.checkoutSessionId) : null;
  if (!url) throw new AppError('hold-released', bookingMessages.holdExpired, 409);
  return { booking, checkoutUrl: url };
}
