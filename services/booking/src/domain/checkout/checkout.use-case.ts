import type { BookingCheckoutInput, BookingCheckoutResponse, Identity } from '@wsms/contracts';
import { AppError, type BotCheck } from '@wsms/service-kit';
import { newBookingId } from '../../data-access/shared/booking-model';
import { assertLocationOffered, checkBookable, type BookableDeps } from '../availability/bookable';
import type { ConsentDeps } from '../consent/require-consent';
import type { SpendDeps } from '../credits/spend-credit';
import { releaseBooking } from '../seats/hold-lifecycle';
import { claimHoldSlots, type HoldLimitDeps } from '../seats/hold-limits';
import { reserveSeats, type ReserveSeatDeps } from '../seats/reserve-seat';
import { botCheckFailed, checkoutFailed } from '../shared/booking-errors';
import { addMinutes } from '../shared/business-time';
import { hashKey, newKey } from '../shared/capability-keys';
import { isVerifiedOwner } from '../shared/verified-owner';
import { queueConfirmLinkEmail } from './confirm-link-email';
import { creditCheckout } from './credit-checkout.use-case';
import { configuredPaymentMethod, openPaymentPage } from './payment-page';

export interface CheckoutDeps extends BookableDeps, ReserveSeatDeps, HoldLimitDeps, SpendDeps, ConsentDeps {
  /** Cloudflare Turnstile, when configured: checkouts then need a passing token. */
  botCheck: BotCheck | null;
}

/** Who asks for the hold, as the gateway saw them. */
export interface CheckoutCaller {
  identity?: Identity;
  address: string;
}

/**
 * POST /api/bookings/checkout: a pending hold priced at the instructor's current rate, within the
 * hold limits, then the payment page. Without a payment provider the booker confirms instead, by
 * the link e-mailed to the booking's address (or at once when signed in with that verified address).
 */
export async function createCheckout(deps: CheckoutDeps, input: BookingCheckoutInput, caller: CheckoutCaller): Promise<BookingCheckoutResponse> {
  try {
    return await (input.paymentMethod === 'credit' ? creditCheckout(deps, input, caller) : startCheckout(deps, input, caller));
  } catch (err) {
    if (err instanceof AppError) throw err;
    // Anything unforeseen (a database fault) reads as spec section 8's default 'Failed to create checkout'.
    deps.logger.error({ err }, 'checkout failed unexpectedly');
    throw checkoutFailed();
  }
}

async function startCheckout(deps: CheckoutDeps, input: BookingCheckoutInput, caller: CheckoutCaller): Promise<BookingCheckoutResponse> {
  const now = deps.clock.now();
  const { instructor, plan, daySeats, locations } = await checkBookable(deps, input, now);
  assertLocationOffered(input.bookingData.location, locations, instructor.name);
  if (deps.botCheck && !(await deps.botCheck(input.turnstileToken, caller.address))) throw botCheckFailed();
  const bookingId = newBookingId();
  const paymentMethod = configuredPaymentMethod(deps.payments);
  const verifiedOwner = isVerifiedOwner(caller.identity, input.bookingData.clientEmail);
  const day = { instructorId: instructor.id, date: input.bookingData.sessionDate };
  const guest = verifiedOwner ? null : { ...day, daySeats, seats: plan.length };
  await claimHoldSlots(deps, bookingId, { email: input.bookingData.clientEmail, address: caller.address }, day, addMinutes(now, deps.holdMinutes), guest);
  const viewKey = newKey();
  const confirmKey = paymentMethod === 'at_gym' ? newKey() : null;
  const mailLink = Boolean(confirmKey) && !verifiedOwner;
  const booking = await reserveSeats(deps, input, {
    instructor,
    plan,
    now,
    bookingId,
    provider: deps.payments.name,
    paymentMethod,
    extra: {
      viewKeyHash: hashKey(viewKey),
      ...(confirmKey ? { confirmKeyHash: hashKey(confirmKey), confirmLinkMailed: mailLink } : {}),
      clientAddress: caller.address,
    },
  }).catch(async (error: unknown) => {
    await deps.holdSlots.releaseForBooking(bookingId);
    throw error;
  });
  try {
    const checkoutUrl = await openPaymentPage(deps, booking, viewKey);
    if (confirmKey && mailLink) await queueConfirmLinkEmail(deps, booking, confirmKey);
    return { checkoutUrl, bookingId, status: 'pending' };
  } catch (err) {
    deps.logger.error({ err, bookingId }, 'checkout could not be completed');
    await releaseBooking(deps, bookingId, 'failed');
    throw checkoutFailed();
  }
}
