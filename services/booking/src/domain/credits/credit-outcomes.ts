import type { RedemptionRecord } from '../../data-access/credits/credit-model';
import type { CreditDeps } from './credit-deps';
import { giveBack } from './spend-credit';

/*
 * What the cancellation policy decided for a booking's credit, applied so that repeating it changes
 * nothing: a return is the unique insert of a return row keyed by the spending (so a cancel and a
 * waive racing on one booking return the credit once), a forfeit rewrites a spending only while
 * it is still spent.
 */

export type ReturnReason = 'cancelled' | 'cancelled-by-gym' | 'waived';
export type ForfeitReason = 'late-cancel' | 'no-show';

/** The spending that paid for a booking, unless a crash undid it. */
async function spendingOf(deps: Pick<CreditDeps, 'credits'>, bookingId: string): Promise<RedemptionRecord | null> {
  const r = await deps.credits.redemptionForBooking(bookingId);
  return r && r.state !== 'void' ? r : null;
}

/** Gives a booking's credit back (same expiry, a new history entry); true for the one caller that did. */
export async function returnCredit(deps: CreditDeps, bookingId: string, reason: ReturnReason) {
  const r = await spendingOf(deps, bookingId);
  return r ? giveBack(deps, r, reason) : false;
}

/** Forfeits a booking's credit (late cancellation, no-show): it stays used; the history says why. */
export async function forfeitCredit(deps: CreditDeps, bookingId: string, reason: ForfeitReason) {
  const r = await spendingOf(deps, bookingId);
  if (!r || r.state === 'forfeited') return;
  if (await deps.credits.findReturn(r._id)) return;
  await deps.credits.setRedemption(r._id, { state: 'forfeited', forfeitedAt: deps.clock.now(), forfeitReason: reason }, r.state);
  await deps.bookings.update(bookingId, { creditStatus: 'forfeited' });
}

export type WaiveResult = 'waived' | 'nothing-to-waive' | 'already-waived';

/** Staff or an admin waive a forfeit: the credit goes back once, however often or wherever it is asked. */
export async function waiveForfeitedCredit(deps: CreditDeps, bookingId: string): Promise<WaiveResult> {
  const r = await spendingOf(deps, bookingId);
  if (!r || r.state !== 'forfeited') return 'nothing-to-waive';
  return (await giveBack(deps, r, 'waived')) ? 'waived' : 'already-waived';
}
