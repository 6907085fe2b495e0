import { sessionMinutes, waitlistMessages as m, type Identity, type PaymentMethod, type WaitlistClaimInput } from '@wsms/contracts';
import { AppError, badRequest, isDuplicateKey } from '@wsms/service-kit';
import type { WaitlistEntryRow, WaitlistOfferRow } from '../../data-access/waitlist/waitlist-repository';
import { confirmAtGym } from '../checkout/confirm-booking.use-case';
import { configuredPaymentMethod, openPaymentPage } from '../checkout/payment-page';
import { requireConsentBeforeConfirmation } from '../consent/require-consent';
import { payHoldWithCredit } from '../credits/spend-credit';
import { hashKey, newKey } from '../shared/capability-keys';
import { hoursCovered, startOf } from '../shared/business-time';
import { instructorNotFound } from '../shared/booking-errors';
import { ownEntry } from './leave-waitlist.use-case';
import { expireOffer, markClaimed } from './offer-outcomes';
import type { WaitlistDeps } from './waitlist-deps';

const noOpenOffer = () => new AppError('no-open-offer', m.noOpenOffer, 409);
const offerExpired = () => new AppError('offer-expired', m.offerExpired, 409);

/** The held booking behind the offer: written once (by _id), whoever claims first. */
async function heldBooking(deps: WaitlistDeps, entry: WaitlistEntryRow, offer: WaitlistOfferRow, paymentMethod: PaymentMethod) {
  const existing = await deps.bookings.findById(offer.bookingId);
  if (existing) return existing;
  const instructor = await deps.catalog.findById(entry.instructorId);
  if (!instructor) throw instructorNotFound();
  const seatTimes = hoursCovered(offer.time, sessionMinutes(entry.sessionType));
  try {
    return await deps.bookings.insert({
      _id: offer.bookingId,
      clientName: entry.clientName,
      clientEmail: entry.clientEmail,
      sessionType: entry.sessionType,
      location: offer.location,
      instructorId: instructor.id,
      instructorName: instructor.name,
      instructorEmail: instructor.email,
      date: offer.date,
      time: offer.time,
      ...(seatTimes.length > 1 ? { seatTimes } : {}),
      startsAt: startOf(offer.date, offer.time),
      totalAmountCents: instructor.hourlyRateCents,
      status: 'pending',
      holdExpiresAt: offer.expiresAt,
      paymentProvider: paymentMethod === 'credit' ? 'credit' : deps.payments.name,
      paymentMethod,
      paymentStatus: 'due',
    });
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    return (await deps.bookings.findById(offer.bookingId))!;
  }
}

/**
 * POST /api/waitlist/:id/claim: the owner takes the seat held for their open offer. It is confirmed
 * through the checkout's own confirmation (the hold's one decision, so a claim racing the offer's
 * expiry or a second claim has one outcome); paid online, the answer carries the payment page.
 */
export async function claimOffer(deps: WaitlistDeps, identity: Identity, id: string, input: WaitlistClaimInput) {
  const entry = await ownEntry(deps, identity, id);
  const offer = await deps.waitlist.findOffer(entry._id);
  if (offer?.state === 'claimed') return { booking: (await deps.bookings.findById(offer.bookingId))!, checkoutUrl: null };
  if (!offer || offer.state !== 'open' || entry.status === 'left') throw noOpenOffer();
  const configured = configuredPaymentMethod(deps.payments);
  const paymentMethod = input.paymentMethod ?? configured;
  if (paymentMethod !== configured && paymentMethod !== 'credit') throw badRequest(m.badPaymentMethod, [{ path: 'paymentMethod', message: m.badPaymentMethod }]);
  if (offer.expiresAt <= deps.clock.now()) {
    await expireOffer(deps, offer);
    throw offerExpired();
  }
  let booking = await heldBooking(deps, entry, offer, paymentMethod);
  // The payment method is never written here: the hold's one decision carries it (credit, at the
  // gym, or Stripe's payment), so of racing claims with different methods the winner's alone is kept.
  if (booking.checkoutSessionId && paymentMethod !== 'stripe') {
    // An earlier claim opened a payment page: it is closed before the seat is taken another way.
    await deps.payments.cancelCheckout(booking.checkoutSessionId);
    await deps.bookings.update(booking.id, { checkoutSessionId: undefined }, ['pending']);
    booking = (await deps.bookings.findById(booking.id))!;
  }
  if (paymentMethod === 'credit') {
    // The checkout's credit payment: the credit is spent by unique insert, then the hold confirmed
    // through the same decision; with no usable credit (409) the seat stays held for another way.
    await requireConsentBeforeConfirmation(deps, booking, identity);
    await payHoldWithCredit(deps, { ownerId: entry.userId, sessionType: entry.sessionType, date: offer.date }, booking.id);
    await markClaimed(deps, offer);
    return { booking: (await deps.bookings.findById(booking.id))!, checkoutUrl: null };
  }
  if (paymentMethod === 'at_gym') {
    try {
      await confirmAtGym(deps, { booking, canConfirm: true }, identity);
    } catch (error) {
      if (error instanceof AppError && error.status === 409) throw offerExpired();
      throw error;
    }
    await markClaimed(deps, offer);
    return { booking: (await deps.bookings.findById(booking.id))!, checkoutUrl: null };
  }
  const resumed = booking.checkoutSessionId ? await deps.payments.resumeCheckout(booking.checkoutSessionId) : null;
  if (resumed) return { booking, checkoutUrl: resumed };
  const viewKey = newKey();
  await deps.bookings.update(booking.id, { viewKeyHash: hashKey(viewKey) });
  const checkoutUrl = await openPaymentPage(deps, booking, viewKey);
  return { booking: (await deps.bookings.findById(booking.id))!, checkoutUrl };
}
