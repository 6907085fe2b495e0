import { sessionMessages, type BookingStatusChange, type Identity } from '@wsms/contracts';
import { AppError } from '@wsms/service-kit';
import { cancellationPolicy } from '../policy/cancellation-policy';
import { openAsInstructor } from '../shared/booking-access';
import { paymentMethodOf, paymentStatusOf } from '../shared/payment-state';
import { applyChange, claimChange, type ChangeDeps } from './booking-changes';
import { startOfBooking, type ChangeRuleDeps } from './change-rules';

const settable = new Set(['confirmed', 'completed', 'no_show']);

/** POST /api/bookings/:id/status: the instructor's side records how a confirmed session went (and may correct it), from its start time. */
export async function setBookingStatus(deps: ChangeDeps & ChangeRuleDeps, identity: Identity, bookingId: string, { status }: BookingStatusChange) {
  const { booking, side } = await openAsInstructor(deps, identity, bookingId);
  if (!settable.has(booking.status)) throw new AppError('status-not-allowed', sessionMessages.statusNotAllowed, 409);
  if (deps.clock.now() < startOfBooking(booking)) throw new AppError('not-started', sessionMessages.notStarted, 409);
  if (booking.status === status) return booking;
  // A no-show: the cancellation policy forfeits a credit and keeps a payment.
  const outcome = cancellationPolicy(
    deps,
    { startsAt: startOfBooking(booking), paymentMethod: paymentMethodOf(booking), paymentStatus: paymentStatusOf(booking) },
    { kind: 'no-show' },
    deps.clock.now(),
  );
  const credit = status === 'no_show' && outcome.allowed ? outcome.credit : 'none';
  const change = await claimChange(deps, booking, { kind: 'status', by: side, status, credit });
  await applyChange(deps, change);
  return (await deps.bookings.findById(booking.id))!;
}
