import { formatCents, type CheckoutSummary } from '@wsms/contracts';
import type { StoredBooking } from '../../data-access/shared/booking-repository';
import { expireIfDue, type HoldLifecycleDeps } from '../seats/hold-lifecycle';
import { timeZone } from '../shared/business-time';
import { sessionTypeLabel } from '../shared/labels';
import { paymentMethodOf } from '../shared/payment-state';
import type { CheckoutAccess } from './checkout-access';

/** 'jamie.rivera@example.com' -> 'ja•••@example.com': enough for the booker to recognise. */
export const maskEmail = (email: string) => {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, Math.min(2, Math.max(1, local.length - 1)))}•••@${domain}`;
};

function awaitingLink(b: StoredBooking, canConfirm: boolean) {
  return b.status === 'pending' && !canConfirm && paymentMethodOf(b) === 'at_gym' && b.confirmLinkMailed === true;
}

/** What the embedded checkout page shows; an expired hold is released on the way. */
export async function getCheckoutSummary(deps: HoldLifecycleDeps, { booking: opened, canConfirm }: CheckoutAccess): Promise<CheckoutSummary> {
  let booking = opened;
  if (booking.status === 'pending' && (await expireIfDue(deps, booking.id, booking.holdExpiresAt))) {
    booking = (await deps.bookings.findById(booking.id)) ?? booking;
  }
  const pending = booking.status === 'pending';
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
    holdExpiresAt: pending && booking.holdExpiresAt ? booking.holdExpiresAt.toISOString() : null,
    paymentMethod: paymentMethodOf(booking),
    canConfirm: pending && canConfirm,
    confirmationSentTo: awaitingLink(booking, canConfirm) ? maskEmail(booking.clientEmail) : null,
  };
}
