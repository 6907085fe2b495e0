import { creditStates, type OwnerRecords } from './credit-ledger';
import type { CreditDeps } from './credit-deps';

/** Every record of one owner's credits, and their states now. */
export async function ownerCredits(deps: Pick<CreditDeps, 'credits' | 'clock'>, ownerId: string) {
  const [credits, redemptions, returns] = await Promise.all([
    deps.credits.listForOwner(ownerId),
    deps.credits.redemptionsForOwner(ownerId),
    deps.credits.returnsForOwner(ownerId),
  ]);
  const records: OwnerRecords = { credits, redemptions, returns };
  return { records, states: creditStates(records, deps.clock.now()) };
}
