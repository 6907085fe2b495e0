import { sessionMessages, type BookingCancelInput, type Identity } from '@wsms/contracts';
import { badRequest } from '@wsms/service-kit';
import { releaseBooking } from '../seats/hold-lifecycle';
import { openBooking } from '../shared/booking-access';
import { applyChange, claimChange, type ChangeDeps } from './booking-changes';
import { assertChangeable, type ChangeRuleDeps } from './change-rules';

export interface CancelBookingDeps extends ChangeDeps, ChangeRuleDeps {}

/**
 * POST /api/bookings/:id/cancel. A pending booking is released through its hold's one decision; a
 * confirmed one is cancelled as a change (seats freed, refund, e-mails). The instructor's side
 * must say why: the client reads it.
 */
export async function cancelBooking(deps: CancelBookingDeps, identity: Identity, bookingId: string, input: BookingCancelInput) {
  const opened = await openBooking(deps, identity, bookingId);
  const { side } = opened;
  let { booking } = opened;
  if (side !== 'client' && !input.reason) throw badRequest(sessionMessages.reasonRequired, [{ path: 'reason', message: sessionMessages.reasonRequired }]);
  if (booking.status === 'pending') {
    const decision = await releaseBooking(deps, booking.id, 'cancelled');
    if (decision.outcome === 'released') {
      await deps.bookings.update(booking.id, { cancelReason: input.reason, cancelledBy: side, cancelledAt: deps.clock.now() });
      return (await deps.bookings.findById(booking.id))!;
    }
    booking = (await deps.bookings.findById(booking.id))!;
  }
  assertChangeable(deps, booking, side);
  const change = await claimChange(deps, booking, { kind: 'cancel', by: side, reason: input.reason });
  await applyChange(deps, change);
  return (await deps.bookings.findById(booking.id))!;
}
