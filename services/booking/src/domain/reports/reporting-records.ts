import type { Logger } from '@wsms/service-kit';
import type { CreditRepository } from '../../data-access/credits/credit-repository';
import type { Clock } from '../shared/clock';
import { feedCreditRecords, type RollupDeps } from './rollups';

type FeedDeps = Pick<RollupDeps, 'reports'> & { clock: Clock; logger: Logger };

type CreditReads = { credits: Pick<CreditRepository, 'find' | 'redemptionsOfCredit' | 'returnsOfCredit'> };

/** Feeds one credit's events from its records as they are now (the projector's apply of a credit's event; a failure is thrown, to be retried). */
export async function applyCredit(deps: FeedDeps & CreditReads, creditId: string) {
  const [credit, redemptions, returns] = await Promise.all([deps.credits.find(creditId), deps.credits.redemptionsOfCredit(creditId), deps.credits.returnsOfCredit(creditId)]);
  if (credit) await feedCreditRecords(deps, credit, redemptions, returns, deps.clock.now());
}

/** The same, a failure logged (the next event of the credit, the reconcile or the rebuild restores it). */
export async function feedCredit(deps: FeedDeps & CreditReads, creditId: string) {
  try {
    await applyCredit(deps, creditId);
  } catch (err) {
    deps.logger.warn({ err, creditId }, 'report roll-up not updated');
  }
}

/** Credits whose last day ended within this long are looked at again by the timer (their expiry). */
const EXPIRY_LOOKBACK_MS = 31 * 24 * 3_600_000;

/** The projector's reconcile: credits that ran out unspent since the last look are counted expired (once each). */
export async function feedExpiredCredits(deps: FeedDeps & { credits: CreditRepository }) {
  const now = deps.clock.now();
  const ended = await deps.credits.listExpiringBetween(new Date(now.getTime() - EXPIRY_LOOKBACK_MS), now);
  for (const credit of ended) if (!(await deps.reports.findFact(`credit:expired:${credit._id}`))) await feedCredit(deps, credit._id);
}
