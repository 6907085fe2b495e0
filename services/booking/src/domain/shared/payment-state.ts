import type { PaymentMethod, PaymentStatus } from '@wsms/contracts';
import type { StoredBooking } from '../../data-access/booking-repository';

/** Bookings stored before payment methods were recorded: Stripe's are online, every other one at the gym. */
export const paymentMethodOf = (b: Pick<StoredBooking, 'paymentMethod' | 'paymentProvider'>): PaymentMethod =>
  b.paymentMethod ?? (b.paymentProvider === 'stripe' ? 'stripe' : 'at_gym');

export const paymentStatusOf = (b: Pick<StoredBooking, 'paymentMethod' | 'paymentProvider' | 'paymentStatus' | 'status'>): PaymentStatus =>
  b.paymentStatus ?? (paymentMethodOf(b) === 'stripe' && b.status === 'confirmed' ? 'paid' : 'due');
