import { sessionMessages } from '@wsms/contracts';
import { AppError } from '@wsms/service-kit';
import type { StoredBooking } from '../../data-access/shared/booking-repository';
import type { ChangeRecord } from '../../data-access/changes/change-model';
import { changeId, type ChangeRepository } from '../../data-access/changes/change-repository';
import type { CreditRepository } from '../../data-access/credits/credit-repository';
import { forfeitCredit, returnCredit } from '../credits/credit-outcomes';
import { queueCancellationEmails, queueRescheduleEmails } from '../notifications/session-emails';
import { releaseBooking, type HoldLifecycleDeps } from '../seats/hold-lifecycle';
import { startOf } from '../shared/business-time';
import { announceFreed } from '../shared/freed-seats';

/*
 * Every change of a decided booking (cancel, reschedule, status) first claims `<id>#<revision>` by
 * insert, then applies in steps that are each safe to repeat: the booking is rewritten only while
 * it still has that revision, seats are freed by their own row ids, refunds carry an idempotency
 * key and e-mails fixed ids. A change a crash left half done is finished by the sweep.
 */

export const changedMeanwhile = () => new AppError('changed-meanwhile', sessionMessages.changedMeanwhile, 409);

/** A change frees seats, refunds, rewrites the booking and e-mails both sides, and may release a new hold. */
export interface ChangeDeps extends HoldLifecycleDeps {
  changes: ChangeRepository;
  credits: CreditRepository;
}

export type NewChange = Omit<ChangeRecord, '_id' | 'bookingId' | 'revision' | 'state' | 'startedAt'>;

export async function claimChange(deps: Pick<ChangeDeps, 'changes' | 'clock'>, booking: StoredBooking, change: NewChange): Promise<ChangeRecord> {
  const revision = booking.revision ?? 0;
  const record: ChangeRecord = { ...change, _id: changeId(booking.id, revision), bookingId: booking.id, revision, state: 'started', startedAt: deps.clock.now() };
  if (!(await deps.changes.claim(record))) throw changedMeanwhile();
  return record;
}

const seatKeyOf = (b: StoredBooking) => b.seatKey ?? b.id;

/** Rewrites the booking for this change unless an earlier run already did (its revision moved on). */
async function rewrite(deps: ChangeDeps, change: ChangeRecord, patch: Partial<StoredBooking>) {
  const booking = await deps.bookings.findById(change.bookingId);
  if (!booking) return null;
  if ((booking.revision ?? 0) === change.revision) {
    await deps.bookings.update(booking.id, { ...patch, revision: change.revision + 1 });
    return { before: booking, after: (await deps.bookings.findById(booking.id))! };
  }
  return { before: null, after: booking };
}

async function refundIfPaid(deps: ChangeDeps, b: StoredBooking) {
  if (b.paymentMethod !== 'stripe' || b.paymentStatus !== 'paid' || b.refundStatus === 'refunded' || !b.paymentReference) return;
  try {
    const refund = await deps.payments.refund({ paymentReference: b.paymentReference, idempotencyKey: `refund-${b.id}` });
    await deps.bookings.update(b.id, { refundStatus: 'refunded', refundReference: refund.id, refundedAt: deps.clock.now() });
  } catch (err) {
    deps.logger.error({ err, bookingId: b.id }, 'refund failed: it needs doing by hand');
    await deps.bookings.update(b.id, { refundStatus: 'failed' });
  }
}

async function applyCancel(deps: ChangeDeps, change: ChangeRecord) {
  const at = deps.clock.now();
  const result = await rewrite(deps, change, {
    status: 'cancelled',
    cancelReason: change.reason ?? '',
    cancelledBy: change.by,
    cancelledAt: at,
    // The policy's answer, stored either way: readers never decide lateness again (lateCancellationOf).
    lateCancellation: change.late === true,
  });
  if (!result) return;
  const freed = await deps.seats.listForBooking(seatKeyOf(result.before ?? result.after));
  await deps.seats.release(seatKeyOf(result.before ?? result.after));
  if (change.credit === 'return') await returnCredit(deps, change.bookingId, change.by === 'client' ? 'cancelled' : 'cancelled-by-gym');
  else if (change.credit === 'forfeit') await forfeitCredit(deps, change.bookingId, 'late-cancel');
  // Changes recorded before the policy existed carry no payment decision: they refunded.
  const refund = (change.payment ?? 'refund') === 'refund';
  if (refund && result.after.paymentMethod === 'stripe' && result.after.paymentStatus === 'paid' && !result.after.refundStatus) {
    await deps.bookings.update(result.after.id, { refundStatus: 'pending' });
  }
  if (refund) await refundIfPaid(deps, (await deps.bookings.findById(change.bookingId))!);
  await queueCancellationEmails(deps, (await deps.bookings.findById(change.bookingId))!, change);
  await announceFreed(deps, freed);
}

async function applyReschedule(deps: ChangeDeps, change: ChangeRecord) {
  const { date, time, seatTimes, seatKey } = change as Required<Pick<ChangeRecord, 'date' | 'time' | 'seatKey'>> & ChangeRecord;
  const result = await rewrite(deps, change, {
    date,
    time,
    seatTimes: seatTimes && seatTimes.length > 1 ? seatTimes : undefined,
    startsAt: startOf(date, time),
    seatKey,
    rescheduledAt: deps.clock.now(),
    ...(change.location ? { location: change.location } : {}),
  });
  if (!result) return;
  const freed = change.previousSeatKey ? await deps.seats.listForBooking(change.previousSeatKey) : [];
  if (change.previousSeatKey) await deps.seats.release(change.previousSeatKey);
  await queueRescheduleEmails(deps, result.after, change);
  await announceFreed(deps, freed);
}

async function applyStatus(deps: ChangeDeps, change: ChangeRecord) {
  await rewrite(deps, change, { status: change.status!, completedAt: deps.clock.now() });
  if (change.credit === 'forfeit') await forfeitCredit(deps, change.bookingId, 'no-show');
}

/** Applies a claimed change; repeating it changes nothing more. */
export async function applyChange(deps: ChangeDeps, change: ChangeRecord) {
  if (change.kind === 'cancel') await applyCancel(deps, change);
  else if (change.kind === 'reschedule') await applyReschedule(deps, change);
  else await applyStatus(deps, change);
  await deps.changes.markApplied(change._id);
}

/**
 * A reschedule that never took its new seats gives its revision back; one whose new seats were
 * confirmed is finished (the client asked for it and nobody else can have changed the booking).
 */
async function recoverReschedule(deps: ChangeDeps, change: ChangeRecord) {
  const booking = await deps.bookings.findById(change.bookingId);
  if (booking && (booking.revision ?? 0) > change.revision) return applyChange(deps, change);
  const decision = await releaseBooking(deps, change.seatKey!, 'failed');
  if (decision.outcome === 'confirmed' && booking) return applyChange(deps, change);
  await deps.changes.remove(change._id);
}

/** The sweep's part: changes started more than `olderThanMs` ago and never marked applied. */
export async function finishChanges(deps: ChangeDeps, olderThanMs = 10_000, limit = 100) {
  const cutoff = new Date(deps.clock.now().getTime() - olderThanMs);
  const started = await deps.changes.listStartedBefore(cutoff, limit);
  for (const change of started) {
    if (change.kind === 'reschedule') await recoverReschedule(deps, change);
    else await applyChange(deps, change);
  }
  if (started.length > 0) deps.logger.warn({ finished: started.length }, 'finished booking changes interrupted by a crash');
  return started.length;
}
