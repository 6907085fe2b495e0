import { startOf } from '../shared/business-time';
import { announceOffer, offerWaitingHours } from './offer-seat';
import { expireOffer, markClaimed } from './offer-outcomes';
import type { WaitlistDeps } from './waitlist-deps';

/**
 * The waitlist's timer, run by every instance: offers whose booking was confirmed (a payment
 * provider's webhook) are counted as claimed, run-out offers pass on, offers a crash left
 * unannounced (not yet counted) are announced, and every hour still waited for is looked at once more, so a seat
 * freed while an announcement failed is still offered. Each step is decided by a unique insert
 * (the hold's decision, the seat, the offer, the counted event), so instances never double one.
 */
export async function sweepWaitlist(deps: WaitlistDeps) {
  const now = deps.clock.now();
  let expired = 0;
  for (const offer of await deps.waitlist.listOpenOffers()) {
    const booking = await deps.bookings.findById(offer.bookingId);
    if (booking?.status === 'confirmed') await markClaimed(deps, offer);
    else if (offer.expiresAt <= now) {
      await expireOffer(deps, offer);
      expired += 1;
    } else if (!(await deps.waitlist.hasEvent(`${offer._id}:made`))) await announceOffer(deps, offer);
  }
  const waiting = await deps.waitlist.listWaiting();
  const over = waiting.filter((e) => e.times.every((time) => startOf(e.date, time) <= now));
  for (const entry of over) {
    await deps.waitlist.setStatus(entry._id, 'expired');
    await deps.waitlist.releaseKeys(entry);
  }
  await offerWaitingHours(deps, waiting.filter((e) => !over.includes(e)));
  return { expired };
}
