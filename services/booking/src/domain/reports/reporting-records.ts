import type { Logger } from '@wsms/service-kit';
import type { CreditRepository } from '../../data-access/credits/credit-repository';
import type { WaitlistRepository } from '../../data-access/waitlist/waitlist-repository';
import type { Clock } from '../shared/clock';
import { feedCreditRecords, feedWaitlistRecord, type RollupDeps } from './rollups';

type FeedDeps = Pick<RollupDeps, 'reports'> & { clock: Clock; logger: Logger };

/** A redemption's or return's id is `<creditId>#<k>`. */
const creditOf = (spendingId: string) => spendingId.slice(0, spendingId.lastIndexOf('#'));

/** Feeds one credit's events from its records as they are now; a failed feed is logged (the rebuild restores it). */
export async function feedCredit(deps: FeedDeps & { credits: Pick<CreditRepository, 'find' | 'redemptionsOfCredit' | 'returnsOfCredit'> }, creditId: string) {
  try {
    const [credit, redemptions, returns] = await Promise.all([deps.credits.find(creditId), deps.credits.redemptionsOfCredit(creditId), deps.credits.returnsOfCredit(creditId)]);
    if (credit) await feedCreditRecords(deps, credit, redemptions, returns, deps.clock.now());
  } catch (err) {
    deps.logger.warn({ err, creditId }, 'report roll-up not updated');
  }
}

/**
 * The credits repository as every use-case gets it from the composition root: after a credit is
 * issued (bought), spent, forfeited or given back, its events are fed, so no path that changes a
 * credit can leave the reports behind. Each event is inserted by its id: a retry, a replayed webhook
 * or a second instance counts once.
 */
export function reportingCredits(credits: CreditRepository, deps: FeedDeps): CreditRepository {
  const feed = (creditId: string) => feedCredit({ ...deps, credits }, creditId);
  return {
    ...credits,
    async issue(record) {
      const issued = await credits.issue(record);
      await feed(record._id);
      return issued;
    },
    async setRedemption(id, patch, onlyIn) {
      await credits.setRedemption(id, patch, onlyIn);
      await feed(creditOf(id));
    },
    async giveBack(record) {
      const given = await credits.giveBack(record);
      await feed(record.creditId);
      return given;
    },
  };
}

/** Credits whose last day ended within this long are looked at again by the timer (their expiry). */
const EXPIRY_LOOKBACK_MS = 31 * 24 * 3_600_000;

/** The timer's part: credits that ran out unspent since the last look are counted expired (once each). */
export async function feedExpiredCredits(deps: FeedDeps & { credits: CreditRepository }) {
  const now = deps.clock.now();
  const ended = await deps.credits.listExpiringBetween(new Date(now.getTime() - EXPIRY_LOOKBACK_MS), now);
  for (const credit of ended) if (!(await deps.reports.findFact(`credit:expired:${credit._id}`))) await feedCredit(deps, credit._id);
}

/** The waitlist repository from the composition root: each offer made, claimed or run out it counts is fed to the reports too (by the same id). */
export function reportingWaitlist(waitlist: WaitlistRepository, deps: FeedDeps): WaitlistRepository {
  return {
    ...waitlist,
    async recordEvent(event) {
      const recorded = await waitlist.recordEvent(event);
      try {
        await feedWaitlistRecord(deps, event);
      } catch (err) {
        deps.logger.warn({ err, eventId: event._id }, 'report roll-up not updated');
      }
      return recorded;
    },
  };
}
