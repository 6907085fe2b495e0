import type { Identity } from '@wsms/contracts';
import type { PaymentProvider } from '../../adapters/payments/payment-provider';
import type { BookingRepository, StoredBooking } from '../../data-access/shared/booking-repository';
import { bookingNotFound } from '../shared/booking-errors';
import { keyMatches } from '../shared/capability-keys';
import { isVerifiedOwner } from '../shared/verified-owner';

export interface CheckoutAccessDeps {
  bookings: BookingRepository;
  payments: PaymentProvider;
}

export interface CheckoutAccess {
  booking: StoredBooking;
  /** The e-mailed key, or the checkout key in the hands of the booking's verified, signed-in owner. */
  canConfirm: boolean;
  /** The key is the one only ever mailed to the booking's e-mail: its holder proved the address. */
  mailedKey: boolean;
}

/**
 * Opens a booking for its checkout calls. Without one of its keys the booking does not exist for
 * the caller (404), whoever they are: the id alone unlocks nothing.
 */
export async function openCheckout(deps: CheckoutAccessDeps, bookingId: string, key: string | undefined, identity?: Identity): Promise<CheckoutAccess> {
  const booking = key ? await deps.bookings.findById(bookingId) : null;
  if (!booking || !key) throw bookingNotFound();
  const embedded = deps.payments.name === 'embedded';
  if (keyMatches(booking.confirmKeyHash, key)) return { booking, canConfirm: embedded, mailedKey: booking.confirmLinkMailed === true };
  if (keyMatches(booking.viewKeyHash, key)) return { booking, canConfirm: embedded && isVerifiedOwner(identity, booking.clientEmail), mailedKey: false };
  throw bookingNotFound();
}
