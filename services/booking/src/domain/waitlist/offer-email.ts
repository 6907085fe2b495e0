import { business, formatSessionWhen, waitlistOfferPolicy } from '@wsms/contracts';
import { formatBusinessMoment } from '@wsms/contracts/dates';
import type { WaitlistEntryRow, WaitlistOfferRow } from '../../data-access/waitlist/waitlist-repository';
import { queueEmail } from '../notifications/queue-email';
import { locationLabel, sessionTypeLabel } from '../shared/labels';
import type { WaitlistDeps } from './waitlist-deps';

/** Where the offer is claimed: the waitlist under My Sessions in the portal (signed in, so the link holds no secret). */
export const waitlistLink = (deps: Pick<WaitlistDeps, 'publicUrl'>) => `${deps.publicUrl}/client-portal?tab=sessions#waitlist`;

/** One e-mail per offer (fixed id), however often it is queued. */
export async function queueOfferEmail(deps: WaitlistDeps, entry: WaitlistEntryRow, offer: WaitlistOfferRow) {
  const until = formatBusinessMoment(offer.expiresAt);
  await queueEmail(deps, {
    id: `${offer.bookingId}:waitlist-offer`,
    to: entry.clientEmail,
    kind: 'waitlist-offer',
    subject: `A seat opened up: ${sessionTypeLabel(entry.sessionType)} with ${entry.instructorName} on ${formatSessionWhen(offer.date, offer.time)}`,
    text:
      `Hi ${entry.clientName},\n\nA seat you are waiting for is free: ${sessionTypeLabel(entry.sessionType)} with ${entry.instructorName}, ` +
      `${formatSessionWhen(offer.date, offer.time)}, ${locationLabel(offer.location)}.\n\n` +
      `It is held for you until ${until}. Claim it here: ${waitlistLink(deps)}\n\n${waitlistOfferPolicy(deps.waitlistOfferMinutes)}\n\n` +
      `Questions? Call ${business.phone} or write to ${business.email}.\n\n${business.name}`,
  });
}
