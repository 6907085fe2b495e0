import { sessionMessages, type BookingCancelInput, type CancelPreview, type Identity } from '@wsms/contracts';
import { AppError, badRequest } from '@wsms/service-kit';
import { returnCredit } from '../credits/credit-outcomes';
import { cancelPreview, cancellationPolicy, type PolicyBooking } from '../policy/cancellation-policy';
import { releaseBooking } from '../seats/hold-lifecycle';
import type { StoredBooking } from '../../data-access/shared/booking-repository';
import { openBooking } from '../shared/booking-access';
import { paymentMethodOf, paymentStatusOf } from '../shared/payment-state';
import { applyChange, claimChange, type ChangeDeps } from './booking-changes';
import { assertChangeable, startOfBooking, type ChangeRuleDeps } from './change-rules';

export interface CancelBookingDeps extends ChangeDeps, ChangeRuleDeps {}

const asked = (b: StoredBooking): PolicyBooking => ({ startsAt: startOfBooking(b), paymentMethod: paymentMethodOf(b), paymentStatus: paymentStatusOf(b) });

/**
 * GET /api/bookings/:id/cancel-preview: what cancelling now would do for the one asking, answered by
 * the same policy the cancel asks (the portal shows it instead of computing the cut-off itself). A
 * pending booking is released: never late, a credit spent on it goes back.
 */
export async function previewCancel(deps: CancelBookingDeps, identity: Identity, bookingId: string): Promise<CancelPreview> {
  const { booking, side } = await openBooking(deps, identity, bookingId);
  const pending = booking.status === 'pending';
  if (!pending) assertChangeable(deps, booking, side, { cutoff: false });
  return cancelPreview(deps, asked(booking), side, deps.clock.now(), { pending });
}

/**
 * POST /api/bookings/:id/cancel. A pending booking is released through its hold's one decision; a
 * confirmed one is cancelled as a change (seats freed, e-mails), and the cancellation policy decides
 * its credit and payment: returned and refunded before the cut-off, kept after it once the client
 * has accepted a late cancellation. The instructor's side must say why: the client reads it.
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
      // The policy for a released hold: a credit spent on it goes back.
      await returnCredit(deps, booking.id, side === 'client' ? 'cancelled' : 'cancelled-by-gym');
      return (await deps.bookings.findById(booking.id))!;
    }
    booking = (await deps.bookings.findById(booking.id))!;
  }
  assertChangeable(deps, booking, side, { cutoff: false });
  const policy = cancellationPolicy(deps, asked(booking), { kind: 'cancel', by: side, lateAccepted: input.acceptLateCancel === true }, deps.clock.now());
  if (!policy.allowed) throw new AppError('change-cutoff', policy.message, 409);
  const change = await claimChange(deps, booking, { kind: 'cancel', by: side, reason: input.reason, credit: policy.credit, payment: policy.payment, late: policy.late });
  await applyChange(deps, change);
  return (await deps.bookings.findById(booking.id))!;
}
