import { creditMessages } from '@wsms/contracts';
import { AppError } from '@wsms/service-kit';
import type { RedemptionRecord } from '../../data-access/credits/credit-model';
import { redemptionId } from '../../data-access/credits/credit-repository';
import { confirmResultOf, decideConfirmation, releaseBooking, type HoldLifecycleDeps } from '../seats/hold-lifecycle';
import { holdReleased } from '../shared/booking-errors';
import { covers, soonestFirst } from './credit-ledger';
import type { CreditDeps, TestStop } from './credit-deps';
import { ownerCredits } from './owner-credits';

/*
 * Spending a credit on a booking, in steps a crash can stop between: the booking is held first,
 * then the credit is spent by inserting its redemption, then the hold is confirmed, then the
 * redemption is marked spent. A redemption still pending after that is finished (its booking was
 * confirmed) or undone (the credit given back) on start and by the sweep: never neither.
 */

export interface SpendDeps extends CreditDeps, HoldLifecycleDeps {
  testStop: TestStop;
}

export interface CreditWanted {
  ownerId: string;
  sessionType: string;
  /** The session's date (yyyy-MM-dd): the credit must not expire before it. */
  date: string;
}

export const noCredit = () => new AppError('no-credit', creditMessages.noCredit, 409);

/** A read before anything is held: answers 409 at once to a client with no credit for it. */
export async function assertCreditAvailable(deps: Pick<CreditDeps, 'credits' | 'clock'>, wanted: CreditWanted) {
  const { states } = await ownerCredits(deps, wanted.ownerId);
  if (!states.some((s) => covers(s, wanted.sessionType, wanted.date))) throw noCredit();
}

/** Spends the soonest-expiring usable credit on the booking; of simultaneous spenders of one credit, one wins. */
export async function redeemCredit(deps: CreditDeps, wanted: CreditWanted, bookingId: string): Promise<RedemptionRecord> {
  const { states } = await ownerCredits(deps, wanted.ownerId);
  for (const state of states.filter((s) => covers(s, wanted.sessionType, wanted.date)).sort(soonestFirst)) {
    const record: RedemptionRecord = {
      _id: redemptionId(state.credit._id, state.spending),
      creditId: state.credit._id,
      ownerId: wanted.ownerId,
      bookingId,
      state: 'pending',
      at: deps.clock.now(),
    };
    // The booking learns of the credit from the confirmation's decision (confirmWithCredit), never before.
    if (await deps.credits.redeem(record)) return record;
  }
  throw noCredit();
}

/** Gives a spending back once (a unique insert): true for the caller that did. */
export async function giveBack(deps: CreditDeps, r: RedemptionRecord, reason: 'cancelled' | 'cancelled-by-gym' | 'waived' | 'failed') {
  const given = await deps.credits.giveBack({ _id: r._id, creditId: r.creditId, ownerId: r.ownerId, bookingId: r.bookingId, reason, at: deps.clock.now() });
  if (reason === 'failed') await deps.credits.setRedemption(r._id, { state: 'void' });
  else await deps.bookings.update(r.bookingId, { creditStatus: 'returned' });
  return given;
}

async function undo(deps: SpendDeps, r: RedemptionRecord) {
  await giveBack(deps, r, 'failed');
}

const settleSpent = (deps: CreditDeps, r: RedemptionRecord) => deps.credits.setRedemption(r._id, { state: 'spent' }, 'pending');

/** Whether the booking's confirmation is paid with this very spending (older decisions name no redemption). */
const paidWith = (decision: { reason: string; redemptionId?: string }, r: RedemptionRecord) =>
  decision.reason === 'credit' && (decision.redemptionId === undefined || decision.redemptionId === r._id);

/**
 * Confirms the held booking the credit was spent on, the decision carrying the credit (so the
 * booking's payment method is written with its confirmation, never apart). If the hold was released
 * first, or confirmed another way or with another credit (a racing claim), the credit goes back.
 */
export async function confirmWithCredit(deps: SpendDeps, r: RedemptionRecord) {
  await deps.testStop?.('credit-spent');
  const decision = await decideConfirmation(deps, r.bookingId, 'credit', undefined, { paymentMethod: 'credit', paymentProvider: 'credit', creditId: r.creditId, redemptionId: r._id });
  if (confirmResultOf(decision) === 'too-late') {
    await undo(deps, r);
    throw holdReleased((await deps.bookings.findById(r.bookingId))?.status);
  }
  if (!paidWith(decision, r)) {
    await undo(deps, r);
    return 'already-confirmed' as const;
  }
  await deps.testStop?.('credit-confirmed');
  await settleSpent(deps, r);
  return confirmResultOf(decision);
}

/**
 * Pays a held booking with the owner's soonest-expiring usable credit and confirms it (any
 * confirmation path: checkout, a claimed waitlist offer). 409 with no usable credit, the hold
 * left as it was for the caller to release; if the hold was released meanwhile, the credit goes back.
 */
export async function payHoldWithCredit(deps: SpendDeps, wanted: CreditWanted, bookingId: string) {
  const redemption = await redeemCredit(deps, wanted, bookingId);
  await confirmWithCredit(deps, redemption);
  return redemption;
}

/**
 * Redemptions a crash left pending (older than `olderThanMs`, so none in flight): the booking's one
 * decision says which way. Confirmed, the spending stands; otherwise the hold is released (if nobody
 * decided it yet) and the credit given back, as the policy says of a released hold.
 */
export async function finishRedemptions(deps: SpendDeps, olderThanMs = 10_000, limit = 200) {
  const cutoff = new Date(deps.clock.now().getTime() - olderThanMs);
  const pending = await deps.credits.listPendingBefore(cutoff, limit);
  for (const r of pending) {
    const decision = (await deps.decisions.find(r.bookingId)) ?? (await releaseBooking(deps, r.bookingId, 'failed'));
    if (decision.outcome === 'confirmed' && paidWith(decision, r)) {
      const booking = await deps.bookings.findById(r.bookingId);
      if (booking && !booking.creditStatus) await deps.bookings.update(r.bookingId, { creditId: r.creditId, creditStatus: 'spent' });
      await settleSpent(deps, r);
    } else await undo(deps, r);
  }
  if (pending.length > 0) deps.logger.warn({ finished: pending.length }, 'finished credit redemptions interrupted by a crash');
  return pending.length;
}
