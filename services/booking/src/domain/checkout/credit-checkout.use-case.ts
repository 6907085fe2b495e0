import { creditMessages, type BookingCheckoutInput, type BookingCheckoutResponse } from '@wsms/contracts';
import { AppError, type BotCheck } from '@wsms/service-kit';
import { bookingResultPath } from '../../adapters/payments/payment-provider';
import { newBookingId } from '../../data-access/shared/booking-model';
import { assertLocationOffered, checkBookable, type BookableDeps } from '../availability/bookable';
import { requireConsentBeforeConfirmation, type ConsentDeps } from '../consent/require-consent';
import { assertCreditAvailable, payHoldWithCredit, type SpendDeps } from '../credits/spend-credit';
import { releaseBooking } from '../seats/hold-lifecycle';
import { reserveSeats, type ReserveSeatDeps } from '../seats/reserve-seat';
import { botCheckFailed } from '../shared/booking-errors';
import { hashKey, newKey } from '../shared/capability-keys';
import { isVerifiedOwner } from '../shared/verified-owner';
import type { CheckoutCaller } from './checkout.use-case';

export type CreditCheckoutDeps = BookableDeps & ReserveSeatDeps & SpendDeps & ConsentDeps & { botCheck: BotCheck | null };

/**
 * POST /api/bookings/checkout with `paymentMethod: 'credit'`: a verified client's own booking, its
 * seats held, then paid with the credit that expires first and confirmed at once. Of simultaneous
 * checkouts spending one credit, one books; the others give their seats back and answer 409. A
 * client who has not signed the consent form in force is asked to first (409, nothing held).
 */
export async function creditCheckout(deps: CreditCheckoutDeps, input: BookingCheckoutInput, caller: CheckoutCaller): Promise<BookingCheckoutResponse> {
  const { identity } = caller;
  if (!identity) throw new AppError('unauthorized', creditMessages.creditNeedsAccount, 401);
  if (!isVerifiedOwner(identity, input.bookingData.clientEmail)) throw new AppError('forbidden', creditMessages.creditOwnEmail, 403);
  const wanted = { ownerId: identity.sub, sessionType: input.bookingData.sessionType, date: input.bookingData.sessionDate };
  const now = deps.clock.now();
  const { instructor, plan, locations } = await checkBookable(deps, input, now);
  assertLocationOffered(input.bookingData.location, locations, instructor.name);
  if (deps.botCheck && !(await deps.botCheck(input.turnstileToken, caller.address))) throw botCheckFailed();
  await assertCreditAvailable(deps, wanted);
  // A credit booking is confirmed at once, so the consent form in force is asked for before any seat is held.
  await requireConsentBeforeConfirmation(deps, input.bookingData, identity);
  const bookingId = newBookingId();
  const viewKey = newKey();
  await reserveSeats(deps, input, { instructor, plan, now, bookingId, provider: 'credit', paymentMethod: 'credit', extra: { viewKeyHash: hashKey(viewKey), clientAddress: caller.address } });
  try {
    await payHoldWithCredit(deps, wanted, bookingId);
  } catch (err) {
    // No credit was spent (another checkout took the last one): the seats go back at once.
    if (err instanceof AppError && err.code === 'no-credit') await releaseBooking(deps, bookingId, 'failed');
    throw err;
  }
  return { checkoutUrl: bookingResultPath('success', bookingId, viewKey), bookingId, status: 'confirmed' };
}
