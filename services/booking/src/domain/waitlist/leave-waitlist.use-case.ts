import { waitlistMessages as m, type Identity } from '@wsms/contracts';
import { notFound } from '@wsms/service-kit';
import { releaseBooking } from '../seats/hold-lifecycle';
import { markClaimed } from './offer-outcomes';
import type { WaitlistDeps } from './waitlist-deps';

/** The owner's entry; anyone else's answers 404, as if it did not exist. */
export async function ownEntry(deps: WaitlistDeps, identity: Identity, id: string) {
  const entry = await deps.waitlist.findEntry(id);
  if (!entry || entry.userId !== identity.sub) throw notFound(m.entryNotFound);
  return entry;
}

/**
 * DELETE /api/waitlist/:id. An open offer is declined by releasing its hold through the hold's one
 * decision, which announces the seat to the next in line (this entry no longer waits). A claim
 * that got there first keeps its booking.
 */
export async function leaveWaitlist(deps: WaitlistDeps, identity: Identity, id: string) {
  const entry = await ownEntry(deps, identity, id);
  await deps.waitlist.setStatus(entry._id, 'left');
  await deps.waitlist.releaseKeys(entry);
  const offer = await deps.waitlist.findOffer(entry._id);
  if (offer?.state !== 'open') return;
  const decision = await releaseBooking(deps, offer.bookingId, 'cancelled');
  if (decision.outcome === 'confirmed') return markClaimed(deps, offer);
  await deps.waitlist.setOfferState(offer._id, 'declined');
}
