import type { MyCredits } from '@wsms/contracts';
import { creditHistory, soonestFirst, toCreditDto } from './credit-ledger';
import type { CreditDeps } from './credit-deps';
import { ownerCredits } from './owner-credits';

/** GET /api/user/credits: the caller's own credits (by account id, never by a query), soonest-expiring first. */
export async function myCredits(deps: Pick<CreditDeps, 'credits' | 'clock'>, ownerId: string): Promise<MyCredits> {
  const { records, states } = await ownerCredits(deps, ownerId);
  return {
    balance: states.filter((s) => s.status === 'available').length,
    credits: [...states].sort(soonestFirst).map(toCreditDto),
    history: creditHistory(records, states),
  };
}
