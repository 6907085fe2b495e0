import type { DecisionRecord } from '../data-access/decision-model';
import type { Decision } from '../data-access/decision-repository';
import type { Seat } from '../data-access/seat-repository';
import type { BookingDeps } from './booking-deps';
import { addDays, todayIn } from './business-time';

/*
 * A held booking ends exactly once, confirmed or released, and the winner is whoever first inserts
 * the booking's decision (an insert on a unique _id: atomic on FerretDB and MongoDB). A seat row is
 * deleted only after a 'released' decision and only by its exact _id (its booking's id), so a
 * reclaimer that lost a race can never delete the seat someone else has just taken with the same
 * number.
 */

type ReleaseReason = 'expired' | 'cancelled' | 'failed';

/** Makes the seat and booking match the decision; repeating it is harmless (heals a crash mid-way). */
async function apply(deps: BookingDeps, decision: Decision, seat: Seat | null) {
  if (decision.outcome === 'released') {
    if (seat) await deps.seats.release(seat.bookingId);
    const status = decision.reason === 'expired' ? 'expired' : 'cancelled';
    await deps.bookings.update(decision._id, { status, releasedAt: decision.at, holdExpiresAt: null }, ['pending']);
    return;
  }
  if (seat?.holdExpiresAt) await deps.seats.makePermanent(seat.bookingId);
  const reference = decision.paymentReference ? { paymentReference: decision.paymentReference } : {};
  await deps.bookings.update(decision._id, { status: 'confirmed', confirmedAt: decision.at, holdExpiresAt: null, ...reference }, [
    'pending',
  ]);
}

function stopProviderSession(deps: BookingDeps, bookingId: string) {
  if (deps.payments.name === 'embedded') return;
  void (async () => {
    const booking = await deps.bookings.findById(bookingId);
    if (booking?.checkoutSessionId) await deps.payments.cancelCheckout(booking.checkoutSessionId);
  })().catch((err: unknown) => deps.logger.warn({ err, bookingId }, 'could not expire the payment session'));
}

async function decide(deps: BookingDeps, record: Omit<DecisionRecord, 'at'>) {
  return deps.decisions.decide({ ...record, at: deps.clock.now() });
}

export async function releaseBooking(deps: BookingDeps, bookingId: string, reason: ReleaseReason) {
  const decision = await decide(deps, { _id: bookingId, outcome: 'released', reason });
  await apply(deps, decision, await deps.seats.findByBooking(bookingId));
  if (decision.outcome === 'released' && decision.mine) stopProviderSession(deps, bookingId);
  return decision;
}

/** Frees the seat if its hold has run out; answers whether the seat is now free. */
async function reclaimIfExpired(deps: BookingDeps, seat: Seat, now: Date) {
  if (!seat.holdExpiresAt || seat.holdExpiresAt >= now) return false;
  const decision = await decide(deps, { _id: seat.bookingId, outcome: 'released', reason: 'expired' });
  await apply(deps, decision, seat);
  if (decision.mine) stopProviderSession(deps, seat.bookingId);
  return decision.outcome === 'released';
}

/** The seats of an instructor's date that still count: confirmed ones and unexpired holds. */
export async function liveSeats(deps: BookingDeps, instructorId: string, date: string) {
  const now = deps.clock.now();
  const seats = await deps.seats.listForDate(instructorId, date);
  const freed = await Promise.all(seats.map((seat) => reclaimIfExpired(deps, seat, now)));
  return seats.filter((_, i) => !freed[i]);
}

/** Reclaims one booking's hold when it has expired (its seat may already be gone). */
export async function expireIfDue(deps: BookingDeps, bookingId: string, holdExpiresAt: Date | null | undefined) {
  if (!holdExpiresAt || holdExpiresAt >= deps.clock.now()) return;
  const seat = await deps.seats.findByBooking(bookingId);
  if (seat) await reclaimIfExpired(deps, seat, deps.clock.now());
  else await releaseBooking(deps, bookingId, 'expired');
}

/**
 * Background sweep, in addition to the reclaim on every read and checkout: releases expired holds
 * and drops confirmed seats of past dates, so reads never scan history (FerretDB scans every row).
 */
export async function sweepHolds(deps: BookingDeps, limit = 500) {
  const now = deps.clock.now();
  const seats = await deps.seats.listExpired(now, limit);
  for (const seat of seats) await reclaimIfExpired(deps, seat, now);
  const pruned = await deps.seats.pruneSettledBefore(addDays(todayIn(now), -1));
  return { released: seats.length, pruned };
}

export type ConfirmResult = 'confirmed' | 'already-confirmed' | 'too-late';

/** Confirms only while the booking still owns its seat, i.e. nobody released it first. */
export async function confirmHold(
  deps: BookingDeps,
  bookingId: string,
  reason: 'paid' | 'admin' | 'seed',
  paymentReference?: string,
): Promise<ConfirmResult> {
  const decision = await decide(deps, { _id: bookingId, outcome: 'confirmed', reason, paymentReference });
  const seat = await deps.seats.findByBooking(bookingId);
  await apply(deps, decision, seat);
  if (decision.outcome === 'released') return 'too-late';
  if (!seat) deps.logger.error({ bookingId }, 'confirmed booking has no seat row');
  return decision.mine ? 'confirmed' : 'already-confirmed';
}
