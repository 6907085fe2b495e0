import type { WaitlistOfferRow } from '../../data-access/waitlist/waitlist-repository';
import { releaseBooking } from '../seats/hold-lifecycle';
import { seatFreed } from './offer-seat';
import type { WaitlistDeps } from './waitlist-deps';

const eventOf = (offer: WaitlistOfferRow, kind: 'claimed' | 'expired', at: Date) => ({
  _id: `${offer._id}:${kind}`,
  kind,
  at,
  instructorId: offer.instructorId,
  location: offer.location,
});

/** The offer's seat became a confirmed booking: a filled seat, counted once. */
export async function markClaimed(deps: WaitlistDeps, offer: WaitlistOfferRow) {
  await deps.waitlist.recordEvent(eventOf(offer, 'claimed', deps.clock.now()));
  await deps.waitlist.setOfferState(offer._id, 'claimed');
  const entry = await deps.waitlist.findEntry(offer._id);
  if (entry && entry.status !== 'left') await deps.waitlist.setStatus(entry._id, 'booked');
  if (entry) await deps.waitlist.releaseKeys(entry);
}

/**
 * The offer ran out: its hold is released through the hold's one decision (a claim that won that
 * race makes it a claimed offer instead), counted once, and the seat goes to the next in line.
 * Repeating it changes nothing more.
 */
export async function expireOffer(deps: WaitlistDeps, offer: WaitlistOfferRow) {
  const decision = await releaseBooking(deps, offer.bookingId, 'expired');
  if (decision.outcome === 'confirmed') return markClaimed(deps, offer);
  await deps.waitlist.recordEvent(eventOf(offer, 'expired', decision.at));
  await deps.waitlist.setOfferState(offer._id, 'expired');
  const entry = await deps.waitlist.findEntry(offer._id);
  if (entry?.status === 'offered') await deps.waitlist.setStatus(entry._id, 'expired');
  if (entry) await deps.waitlist.releaseKeys(entry);
  // The release above announced the seat when it was this call's; whoever released it, look again.
  await seatFreed(deps, { instructorId: offer.instructorId, date: offer.date, time: offer.time });
}
