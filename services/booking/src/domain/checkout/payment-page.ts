import { formatSessionWhen, type PaymentMethod } from '@wsms/contracts';
import type { PaymentProvider } from '../../adapters/payments/payment-provider';
import type { BookingRepository, StoredBooking } from '../../data-access/shared/booking-repository';
import { locationLabel, sessionTypeLabel } from '../shared/labels';
import type { LinkDeps } from '../shared/links';

/*
 * The one checkout builder: a held booking's payment page, as the checkout and a waitlist claim
 * open it (the same description, details and return link), its session id kept on the booking so a
 * later claim can resume or close it.
 */

export interface PaymentPageDeps extends LinkDeps {
  payments: PaymentProvider;
  bookings: Pick<BookingRepository, 'update'>;
}

/** How a booking is paid when its client does not spend a credit: online with Stripe configured, else at the gym. */
export const configuredPaymentMethod = (payments: Pick<PaymentProvider, 'name'>): PaymentMethod => (payments.name === 'stripe' ? 'stripe' : 'at_gym');

/** Opens the payment page of a held booking (its view key on the return link) and answers its URL. */
export async function openPaymentPage(deps: PaymentPageDeps, booking: StoredBooking, viewKey: string) {
  const checkout = await deps.payments.createCheckout({
    bookingId: booking.id,
    amountCents: booking.totalAmountCents,
    description: `${sessionTypeLabel(booking.sessionType)} with ${booking.instructorName}`,
    details: `${formatSessionWhen(booking.date, booking.time)}, ${locationLabel(booking.location)}`,
    clientEmail: booking.clientEmail,
    viewKey,
    returnOrigin: deps.publicUrl,
  });
  if (checkout.sessionId) await deps.bookings.update(booking.id, { checkoutSessionId: checkout.sessionId });
  return checkout.url;
}
