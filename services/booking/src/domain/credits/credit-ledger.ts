import type { Credit, CreditHistoryEntry, CreditStatus } from '@wsms/contracts';
import type { CreditRecord, CreditReturnRecord, RedemptionRecord } from '../../data-access/credits/credit-model';
import { redemptionId } from '../../data-access/credits/credit-repository';

/*
 * A credit's state is read, never stored: it has been spent as often as it has redemptions and given
 * back as often as it has returns, so its current spending is the one numbered by its returns. The
 * history is the same records in time order; a spending that never became a booking (a crash undid
 * it) shows in neither.
 */

export interface CreditState {
  credit: CreditRecord;
  status: CreditStatus;
  /** The number the credit's next (or current) spending gets. */
  spending: number;
  active: RedemptionRecord | null;
}

export interface OwnerRecords {
  credits: CreditRecord[];
  redemptions: RedemptionRecord[];
  returns: CreditReturnRecord[];
}

export function creditStates({ credits, redemptions, returns }: OwnerRecords, now: Date): CreditState[] {
  const byId = new Map(redemptions.map((r) => [r._id, r]));
  const returned = new Map<string, number>();
  for (const r of returns) returned.set(r.creditId, (returned.get(r.creditId) ?? 0) + 1);
  return credits.map((credit) => {
    const spending = returned.get(credit._id) ?? 0;
    const active = byId.get(redemptionId(credit._id, spending)) ?? null;
    const status: CreditStatus = active ? (active.state === 'forfeited' ? 'forfeited' : 'used') : credit.expiresAt < now ? 'expired' : 'available';
    return { credit, status, spending, active };
  });
}

/** Usable for a session of this type on this date: available, and not expired before that day. */
export const covers = (state: CreditState, sessionType: string, date: string) =>
  state.status === 'available' && state.credit.sessionTypes.includes(sessionType) && state.credit.expiresOn >= date;

/** The soonest-expiring first, so a client's credits are used before they run out. */
export const soonestFirst = (a: CreditState, b: CreditState) =>
  a.credit.expiresAt.getTime() - b.credit.expiresAt.getTime() || a.credit._id.localeCompare(b.credit._id);

export const toCreditDto = ({ credit, status }: CreditState): Credit => ({
  id: credit._id,
  packageName: credit.packageName,
  sessionTypes: credit.sessionTypes,
  expiresAt: credit.expiresAt.toISOString(),
  status,
});

const returnReasons: Record<CreditReturnRecord['reason'], string> = {
  cancelled: 'Returned: session cancelled before the cut-off',
  'cancelled-by-gym': 'Returned: session cancelled by the gym',
  waived: 'Returned: forfeit waived by the gym',
  failed: 'Returned: the booking could not be completed',
};

const forfeitReasons: Record<string, string> = {
  'late-cancel': 'Forfeited: cancelled after the cut-off',
  'no-show': 'Forfeited: missed session (no-show)',
};

/** Within one instant, the order things happen in: bought, booked, forfeited, returned, expired. */
type Step = 0 | 1 | 2 | 3 | 4;
type Dated = CreditHistoryEntry & { time: number; step: Step };
const entry = (step: Step, at: Date, change: number, reason: string, bookingId?: string): Dated => ({
  at: at.toISOString(),
  time: at.getTime(),
  step,
  change,
  reason,
  ...(bookingId ? { bookingId } : {}),
});

/** Every change of the owner's credits with its reason, newest first; the changes add up to the balance. */
export function creditHistory(records: OwnerRecords, states: CreditState[]): CreditHistoryEntry[] {
  const entries: Dated[] = [];
  const bought = new Map<string, { at: Date; count: number; name: string }>();
  for (const c of records.credits) {
    const seen = bought.get(c.purchaseId);
    bought.set(c.purchaseId, { at: seen && seen.at < c.issuedAt ? seen.at : c.issuedAt, count: (seen?.count ?? 0) + 1, name: c.packageName });
  }
  for (const { at, count, name } of bought.values()) entries.push(entry(0, at, count, `Bought ${name}`));
  const failed = new Set(records.returns.filter((r) => r.reason === 'failed').map((r) => r._id));
  for (const r of records.redemptions) {
    if (failed.has(r._id)) continue;
    entries.push(entry(1, r.at, -1, 'Booked a session', r.bookingId));
    if (r.state === 'forfeited') entries.push(entry(2, r.forfeitedAt ?? r.at, 0, forfeitReasons[r.forfeitReason ?? ''] ?? 'Forfeited', r.bookingId));
  }
  const lastReturn = new Map<string, Date>();
  for (const r of records.returns) {
    if (r.at > (lastReturn.get(r.creditId) ?? new Date(0))) lastReturn.set(r.creditId, r.at);
    if (r.reason !== 'failed') entries.push(entry(3, r.at, 1, returnReasons[r.reason], r.bookingId));
  }
  for (const s of states.filter((state) => state.status === 'expired')) {
    const returnedLater = lastReturn.get(s.credit._id);
    entries.push(entry(4, returnedLater && returnedLater > s.credit.expiresAt ? returnedLater : s.credit.expiresAt, -1, `Expired unused (${s.credit.packageName})`));
  }
  return entries.sort((a, b) => b.time - a.time || b.step - a.step).map(({ time: _t, step: _s, ...rest }) => rest);
}
