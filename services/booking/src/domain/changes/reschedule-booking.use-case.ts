import { randomBytes } from 'node:crypto';
import { creditMessages, type BookingRescheduleInput, type Identity } from '@wsms/contracts';
import { AppError, badRequest } from '@wsms/service-kit';
import type { StoredBooking } from '../../data-access/shared/booking-repository';
import { checkBookable, type BookableDeps } from '../availability/bookable';
import { confirmHold } from '../seats/hold-lifecycle';
import { takeSeats, type ReserveSeatDeps } from '../seats/reserve-seat';
import { openBooking } from '../shared/booking-access';
import { paymentMethodOf } from '../shared/payment-state';
import { slotTaken } from '../shared/booking-errors';
import { addMinutes } from '../shared/business-time';
import { applyChange, claimChange, type ChangeDeps } from './booking-changes';
import { assertChangeable, type ChangeRuleDeps } from './change-rules';

export interface RescheduleBookingDeps extends ChangeDeps, ChangeRuleDeps, BookableDeps, ReserveSeatDeps {}

/**
 * A booking paid with a credit moves only to a date the credit is valid on, for a session type it
 * covers: the credit checkout's own rule (`covers`), so a move cannot outlive the credit (issue 38).
 */
async function assertCreditStillPays(deps: RescheduleBookingDeps, booking: StoredBooking, sessionDate: string) {
  if (paymentMethodOf(booking) !== 'credit') return;
  const creditId = booking.creditId ?? (await deps.credits.redemptionForBooking(booking.id))?.creditId;
  const credit = creditId ? await deps.credits.find(creditId) : null;
  if (!credit || credit.expiresOn < sessionDate || !credit.sessionTypes.includes(booking.sessionType)) {
    throw new AppError('credit-not-valid', creditMessages.creditNotValidThen, 409);
  }
}

const asCheckout = (b: StoredBooking, { sessionDate, time }: BookingRescheduleInput) => ({
  instructorId: b.instructorId,
  bookingData: { clientName: b.clientName, clientEmail: b.clientEmail, clientPhone: undefined, notes: undefined, sessionType: b.sessionType, location: b.location, sessionDate, time },
});

/**
 * POST /api/bookings/:id/reschedule. The new seats are taken (unique inserts, all or none, as at
 * checkout) and confirmed under their own id before the booking moves and its old seats are
 * freed: a race for the last seat has one winner, and a loser keeps the session it had.
 */
export async function rescheduleBooking(deps: RescheduleBookingDeps, identity: Identity, bookingId: string, input: BookingRescheduleInput) {
  const { booking, side } = await openBooking(deps, identity, bookingId);
  assertChangeable(deps, booking, side);
  if (input.sessionDate === booking.date && input.time === booking.time) {
    throw badRequest('Choose a different time', [{ path: 'time', message: 'Choose a different time' }]);
  }
  await assertCreditStillPays(deps, booking, input.sessionDate);
  const now = deps.clock.now();
  const { plan, locations } = await checkBookable(deps, asCheckout(booking, input), now);
  if (locations.length === 0) throw slotTaken();
  const seatKey = `${booking.id}.${randomBytes(6).toString('base64url')}`;
  const change = await claimChange(deps, booking, {
    kind: 'reschedule',
    by: side,
    date: input.sessionDate,
    time: input.time,
    seatTimes: plan.map((hour) => hour.time),
    seatKey,
    previousSeatKey: booking.seatKey ?? booking.id,
    previousDate: booking.date,
    previousTime: booking.time,
    location: locations.includes(booking.location) ? booking.location : locations[0],
  });
  try {
    await takeSeats(deps, { instructorId: booking.instructorId, date: input.sessionDate, plan, seatKey, holdExpiresAt: addMinutes(now, deps.holdMinutes) });
  } catch (error) {
    await deps.changes.remove(change._id);
    throw error;
  }
  if ((await confirmHold(deps, seatKey, 'client')) === 'too-late') {
    await deps.changes.remove(change._id);
    throw slotTaken();
  }
  await applyChange(deps, change);
  return (await deps.bookings.findById(booking.id))!;
}
