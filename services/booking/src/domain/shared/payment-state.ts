import type { PaymentMethod, PaymentStatus, PaymentStatusView } from '@wsms/contracts';
import type { StoredBooking } from '../../data-access/shared/booking-repository';

/** Bookings stored before payment methods were recorded: Stripe's are online, every other one at the gym. */
export const paymentMethodOf = (b: Pick<StoredBooking, 'paymentMethod' | 'paymentProvider'>): PaymentMethod =>
  b.paymentMethod ?? (b.paymentProvider === 'stripe' ? 'stripe' : 'at_gym');

export const paymentStatusOf = (b: Pick<StoredBooking, 'paymentMethod' | 'paymentProvider' | 'paymentStatus' | 'status'>): PaymentStatus =>
  b.paymentStatus ?? (paymentMethodOf(b) === 'stripe' && b.status === 'confirmed' ? 'paid' : 'due');

/** Bookings that ended without being booked for good: nothing is owed on them. */
const unbooked: ReadonlySet<StoredBooking['status']> = new Set(['cancelled', 'expired']);

/**
 * The payment as the lists show it: a cancelled or expired booking that was never paid owes nothing
 * ('none'), whatever its stored status (kept as it was: history is not rewritten). A paid one stays
 * 'paid' (its refund, if any, is told by `refundStatus`).
 */
export const paymentStatusViewOf = (b: Pick<StoredBooking, 'paymentMethod' | 'paymentProvider' | 'paymentStatus' | 'status'>): PaymentStatusView => {
  const stored = paymentStatusOf(b);
  return stored === 'due' && unbooked.has(b.status) ? 'none' : stored;
};
