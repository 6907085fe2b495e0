import type { Logger } from '@wsms/service-kit';
import type { PaymentProvider } from '../../adapters/payments/payment-provider';
import type { BookingRepository } from '../../data-access/shared/booking-repository';
import type { DecisionRecord } from '../../data-access/seats/decision-model';
import type { Decision, DecisionRepository } from '../../data-access/seats/decision-repository';
import type { HoldSlotRepository } from '../../data-access/seats/hold-slot-repository';
import type { Seat, SeatRepository } from '../../data-access/seats/seat-repository';
import type { SettlementRepository } from '../../data-access/seats/settlement-repository';
import { queueConfirmationEmails, type SessionEmailDeps } from '../notifications/confirmation-emails';
import { addDays, todayIn } from '../shared/business-time';
import type { Clock } from '../shared/clock';
import { announceFreed, type FreedSeatsDeps } from '../shared/freed-seats';

/*
 * A held booking ends exactly once, confirmed or released, and the winner is whoever first inserts
 * the booking's decision (an insert on a unique _id: atomic on FerretDB and MongoDB). Seat and
 * hold-limit rows are deleted only after a 'released' decision and only by their own ids, so a
 * reclaimer that lost a race can never free what someone else has just taken. A settlement row
 * written before deciding and removed after applying lets a restart finish what a crash cut short.
 */

/** What deciding a hold touches: its seats, hold-limit rows, booking, payment session and confirmation e-mails. */
export interface HoldLifecycleDeps extends SessionEmailDeps, FreedSeatsDeps {
  bookings: BookingRepository;
  seats: SeatRepository;
  holdSlots: HoldSlotRepository;
  decisions: DecisionRepository;
  settlements: SettlementRepository;
  payments: PaymentProvider;
  clock: Clock;
  logger: Logger;
}

type ReleaseReason = 'expired' | 'cancelled' | 'failed';
export type ConfirmReason = 'paid' | 'client' | 'admin' | 'seed' | 'credit';

/** Makes seats, hold-limit rows, booking and e-mails match the decision; repeating it changes nothing. */
async function apply(deps: HoldLifecycleDeps, decision: DecisionRecord) {
  const id = decision._id;
  if (decision.outcome === 'released') {
    const freed = await deps.seats.listForBooking(id);
    await deps.seats.release(id);
    await deps.holdSlots.releaseForBooking(id);
    const status = decision.reason === 'expired' ? 'expired' : 'cancelled';
    await deps.bookings.update(id, { status, releasedAt: decision.at, holdExpiresAt: null }, ['pending']);
    await announceFreed(deps, freed);
    return;
  }
  await deps.seats.makePermanent(id);
  await deps.holdSlots.releaseForBooking(id);
  const booking = await deps.bookings.findById(id);
  if (!booking) return;
  // The decision's payment method is the booking's (whatever a losing claim chose); a credit spent on the booking is its payment.
  const paymentMethod = decision.paymentMethod ?? booking.paymentMethod;
  const paid = (decision.reason === 'paid' && paymentMethod === 'stripe') || decision.reason === 'credit';
  const payment = {
    ...(decision.paymentMethod ? { paymentMethod: decision.paymentMethod } : {}),
    ...(decision.paymentProvider ? { paymentProvider: decision.paymentProvider } : {}),
    ...(decision.creditId ? { creditId: decision.creditId, creditStatus: 'spent' as const } : {}),
  };
  await deps.bookings.update(
    id,
    {
      status: 'confirmed',
      confirmedAt: decision.at,
      holdExpiresAt: null,
      ...payment,
      ...(decision.paymentReference ? { paymentReference: decision.paymentReference } : {}),
      ...(paid ? { paymentStatus: 'paid' as const, paidAt: decision.at } : {}),
    },
    ['pending'],
  );
  if (decision.reason !== 'seed') await queueConfirmationEmails(deps, { ...booking, ...payment, status: 'confirmed' });
}

async function settle(deps: HoldLifecycleDeps, record: Omit<DecisionRecord, 'at'>): Promise<Decision> {
  const at = deps.clock.now();
  await deps.settlements.open(record._id, at);
  const decision = await deps.decisions.decide({ ...record, at });
  await apply(deps, decision);
  await deps.settlements.close(record._id);
  return decision;
}

function stopProviderSession(deps: HoldLifecycleDeps, bookingId: string) {
  if (deps.payments.name === 'embedded') return;
  void (async () => {
    const booking = await deps.bookings.findById(bookingId);
    if (booking?.checkoutSessionId) await deps.payments.cancelCheckout(booking.checkoutSessionId);
  })().catch((err: unknown) => deps.logger.warn({ err, bookingId }, 'could not expire the payment session'));
}

export async function releaseBooking(deps: HoldLifecycleDeps, bookingId: string, reason: ReleaseReason) {
  const decision = await settle(deps, { _id: bookingId, outcome: 'released', reason });
  if (decision.outcome === 'released' && decision.mine) stopProviderSession(deps, bookingId);
  return decision;
}

const holdRunOut = (seat: Seat, now: Date) => seat.holdExpiresAt !== null && seat.holdExpiresAt < now;

/**
 * The seats that still count (confirmed ones and unexpired holds) in the positions an hour's
 * capacity allows, read by _id only, so neither the free-times call nor a checkout grows with the
 * bookings; the checkout's seat inserts still decide. A seat whose pointer a crash lost is missed
 * here until the sweep's repair: its hour may show as free and its checkout answer 409.
 */
export async function liveSeatsWithin(deps: HoldLifecycleDeps, instructorId: string, date: string, capacity: ReadonlyMap<string, number>) {
  const seats = await deps.seats.listForDateAt(instructorId, date, capacity);
  const live = await withoutRunOutHolds(deps, seats);
  if (live.length === seats.length) return live;
  // A released hold is announced, and the waitlist may have held that seat for the next in line at
  // once: read the positions again so that seat is not shown (or sold) as free meanwhile.
  return withoutRunOutHolds(deps, await deps.seats.listForDateAt(instructorId, date, capacity));
}

/** Seat pointers are written after their seats; this covers a crash between the two (see seat-key-model). */
export async function repairSeatKeys(deps: Pick<HoldLifecycleDeps, 'seats'>, windowMs: number) {
  // Wall time, not deps.clock: a seat's createdAt is stamped by mongoose with the real time.
  return deps.seats.repairKeys(new Date(Date.now() - windowMs));
}

async function withoutRunOutHolds(deps: HoldLifecycleDeps, seats: Seat[]) {
  const now = deps.clock.now();
  const expired = [...new Set(seats.filter((seat) => holdRunOut(seat, now)).map((seat) => seat.bookingId))];
  const outcomes = await Promise.all(expired.map((bookingId) => releaseBooking(deps, bookingId, 'expired')));
  const freed = new Set(expired.filter((_, i) => outcomes[i]!.outcome === 'released'));
  return seats.filter((seat) => !freed.has(seat.bookingId));
}

/** Releases one booking's hold if it has run out (whether or not its seats are still there). */
export async function expireIfDue(deps: HoldLifecycleDeps, bookingId: string, holdExpiresAt: Date | null | undefined) {
  if (!holdExpiresAt || holdExpiresAt >= deps.clock.now()) return null;
  return releaseBooking(deps, bookingId, 'expired');
}

/** Applies decisions that a crash left unapplied (settlements older than `olderThanMs`, so none in flight). */
export async function finishSettlements(deps: HoldLifecycleDeps, olderThanMs = 10_000, limit = 200) {
  const cutoff = new Date(deps.clock.now().getTime() - olderThanMs);
  const ids = await deps.settlements.listStartedBefore(cutoff, limit);
  for (const id of ids) {
    const decision = await deps.decisions.find(id);
    if (decision) await apply(deps, decision);
    await deps.settlements.close(id);
  }
  if (ids.length > 0) deps.logger.warn({ finished: ids.length }, 'finished booking settlements interrupted by a crash');
  return ids.length;
}

/**
 * Background sweep, in addition to the reclaim on every read and checkout: finishes interrupted
 * settlements, releases expired holds and drops confirmed seats of past dates, so reads never scan
 * history (the embedded FerretDB reads date ranges row by row).
 */
export async function sweepHolds(deps: HoldLifecycleDeps, limit = 500) {
  const now = deps.clock.now();
  const recovered = await finishSettlements(deps);
  const expired = [...new Set((await deps.seats.listExpired(now, limit)).map((seat) => seat.bookingId))];
  for (const bookingId of expired) await releaseBooking(deps, bookingId, 'expired');
  const pruned = await deps.seats.pruneSettledBefore(addDays(todayIn(now), -1));
  return { released: expired.length, pruned, recovered };
}

export type ConfirmResult = 'confirmed' | 'already-confirmed' | 'too-late';

/** How the confirmation pays for the booking: recorded in its decision and applied with it. */
export type ConfirmPayment = Pick<DecisionRecord, 'paymentMethod' | 'paymentProvider' | 'creditId' | 'redemptionId'>;

/** Confirms only while nobody has released the hold first; answers the decision that holds. */
export async function decideConfirmation(deps: HoldLifecycleDeps, bookingId: string, reason: ConfirmReason, paymentReference?: string, payment: ConfirmPayment = {}) {
  return settle(deps, { _id: bookingId, outcome: 'confirmed', reason, ...(paymentReference ? { paymentReference } : {}), ...payment });
}

export const confirmResultOf = (decision: Decision): ConfirmResult =>
  decision.outcome === 'released' ? 'too-late' : decision.mine ? 'confirmed' : 'already-confirmed';

/** Confirms only while nobody has released the hold first. */
export async function confirmHold(
  deps: HoldLifecycleDeps,
  bookingId: string,
  reason: ConfirmReason,
  paymentReference?: string,
  payment: ConfirmPayment = {},
): Promise<ConfirmResult> {
  return confirmResultOf(await decideConfirmation(deps, bookingId, reason, paymentReference, payment));
}
