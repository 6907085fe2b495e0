import { business, formatBusinessInstant } from '@wsms/contracts';
import { queueEmail, type QueueEmailDeps } from '../notifications/queue-email';
import { addMinutes } from '../shared/business-time';
import { portalCreditsLink, type LinkDeps } from '../shared/links';
import type { CreditDeps } from './credit-deps';
import { ownerCredits } from './owner-credits';

export interface ExpiryReminderDeps extends Pick<CreditDeps, 'credits' | 'clock'>, QueueEmailDeps, LinkDeps {}

/** The reminder goes this long before credits expire. */
export const EXPIRY_REMINDER_DAYS = 7;

/**
 * One pass, safe on every instance at once: for each owner and expiry day within the next 7 days
 * with credits still available, the reminder is claimed by inserting `<ownerId>:<expiresOn>`; only
 * the claimer queues the e-mail (whose id is fixed too).
 */
export async function sendCreditExpiryReminders(deps: ExpiryReminderDeps) {
  const now = deps.clock.now();
  const expiring = await deps.credits.listExpiringBetween(now, addMinutes(now, EXPIRY_REMINDER_DAYS * 24 * 60));
  const groups = new Map<string, { ownerId: string; email: string; expiresOn: string; expiresAt: Date }>();
  for (const c of expiring) groups.set(`${c.ownerId}:${c.expiresOn}`, { ownerId: c.ownerId, email: c.ownerEmail, expiresOn: c.expiresOn, expiresAt: c.expiresAt });
  let sent = 0;
  for (const [key, group] of groups) {
    const { states } = await ownerCredits(deps, group.ownerId);
    const left = states.filter((s) => s.status === 'available' && s.credit.expiresOn === group.expiresOn);
    if (left.length === 0) continue;
    if (!(await deps.credits.claimExpiryReminder(key, now))) continue;
    const when = formatBusinessInstant(group.expiresAt, 'full');
    await queueEmail(deps, {
      id: `credit-expiry:${key}`,
      to: group.email,
      kind: 'credits-expiring',
      subject: `Your session credits expire on ${when}`,
      text: `Hello,\n\n${left.length === 1 ? 'One session credit' : `${left.length} session credits`} (${[...new Set(left.map((s) => s.credit.packageName))].join(', ')}) will expire at the end of ${when}. Book a session before then: ${deps.publicUrl}/private-classes\n\nYour credits: ${portalCreditsLink(deps)}\n\n${business.name}`,
    });
    sent += 1;
  }
  return sent;
}
