import { businessGauge as gauge, type BusinessGaugeDefinition, type Logger } from '@wsms/service-kit';
import type { CreditRepository } from '../../data-access/credits/credit-repository';
import type { EmailQueueRepository } from '../../data-access/notifications/email-queue-repository';
import type { ReportEventRepository } from '../../data-access/reports/report-event-repository';
import type { HoldSlotRepository } from '../../data-access/seats/hold-slot-repository';
import type { WaitlistRepository } from '../../data-access/waitlist/waitlist-repository';
import { reportLagSeconds } from '../../domain/reports/report-projector';

export interface BusinessGaugeDeps {
  emailQueue: Pick<EmailQueueRepository, 'pending' | 'oldestQueuedAt'>;
  holdSlots: Pick<HoldSlotRepository, 'countOpen'>;
  waitlist: Pick<WaitlistRepository, 'countOpenOffers'>;
  reportEvents: ReportEventRepository;
  credits: Pick<CreditRepository, 'countUnspent'>;
  /** The business clock, on which holds run out and e-mails are queued (the report lag runs on the server's time, as the projector's). */
  clock: { now(): Date };
  logger: Pick<Logger, 'warn'>;
}

const seconds = (since: Date | null, now: Date) => (since ? Math.max(0, (now.getTime() - since.getTime()) / 1000) : 0);

/**
 * The booking service's operations gauges, read from its database on every scrape (so every instance
 * answers the same figures): the outbox (the only channel is e-mail), holds and offers open, the
 * report feed's lag and the credits outstanding.
 */
export function registerBusinessGauges(deps: BusinessGaugeDeps) {
  const onError = (err: unknown) => deps.logger.warn({ err }, 'an operations gauge could not be read (left out of this scrape)');
  const businessGauge = <L extends string>(def: BusinessGaugeDefinition<L>) => gauge({ ...def, onError });
  businessGauge({
    name: 'wsms_outbox_pending',
    help: 'Messages queued and not yet sent (or given up), per channel',
    labelNames: ['channel'],
    read: async () => [{ labels: { channel: 'email' }, value: await deps.emailQueue.pending() }],
  });
  businessGauge({
    name: 'wsms_outbox_oldest_age_seconds',
    help: 'Age of the longest-waiting message still to send, per channel (0 when none)',
    labelNames: ['channel'],
    read: async () => [{ labels: { channel: 'email' }, value: seconds(await deps.emailQueue.oldestQueuedAt(), deps.clock.now()) }],
  });
  businessGauge({
    name: 'wsms_holds_open',
    help: 'Checkout holds open: unconfirmed, not released and not run out (waitlist offers are counted apart)',
    read: async () => [{ value: await deps.holdSlots.countOpen(deps.clock.now()) }],
  });
  businessGauge({
    name: 'wsms_waitlist_offers_open',
    help: 'Waitlist offers made and not yet claimed, declined or expired',
    read: async () => [{ value: await deps.waitlist.countOpenOffers() }],
  });
  businessGauge({
    name: 'wsms_report_feed_lag_seconds',
    help: 'How far the report figures are behind the writes: age of the oldest change the projector has not applied',
    read: async () => [{ value: await reportLagSeconds(deps) }],
  });
  businessGauge({
    name: 'wsms_credits_outstanding',
    help: 'Package credits issued and not currently spent (expired unspent credits included)',
    read: async () => [{ value: await deps.credits.countUnspent() }],
  });
}
