import { bookingMessages, paymentRecordableStatuses, type Identity } from '@wsms/contracts';
import { AppError } from '@wsms/service-kit';
import type { BookingRepository } from '../../data-access/shared/booking-repository';
import { bookingNotFound } from '../shared/booking-errors';
import type { Clock } from '../shared/clock';
import { paymentMethodOf } from '../shared/payment-state';
import { normaliseEmail } from '../shared/verified-owner';

export interface MarkPaidDeps {
  bookings: BookingRepository;
  clock: Clock;
}

/** Staff (for their own instructor's bookings) or an admin record that an at-the-gym booking has been paid, before or after the session. */
export async function markPaid(deps: MarkPaidDeps, identity: Identity, bookingId: string) {
  const booking = await deps.bookings.findById(bookingId);
  const mayManage = identity.role === 'admin' || booking?.instructorEmail === normaliseEmail(identity.email);
  if (!booking || !mayManage) throw bookingNotFound();
  // Nobody approves their own money (issue 38): a staff member's or admin's own booking is recorded by someone else.
  if (booking.clientEmail === normaliseEmail(identity.email)) throw new AppError('own-payment', bookingMessages.ownPayment, 403);
  if (paymentMethodOf(booking) !== 'at_gym') throw new AppError('paid-online', bookingMessages.notPaidOnline, 409);
  if (booking.status === 'cancelled') throw new AppError('cancelled', bookingMessages.paidCancelled, 409);
  if (!paymentRecordableStatuses.includes(booking.status)) throw new AppError('not-confirmed', bookingMessages.notConfirmed, 409);
  if (booking.paymentStatus !== 'paid') await deps.bookings.update(bookingId, { paymentStatus: 'paid', paidAt: deps.clock.now() });
  return (await deps.bookings.findById(bookingId))!;
}
