import type { InstructorWaitlistEntry, WaitlistEntry, WaitlistStatus } from '@wsms/contracts';
import type { WaitlistEntryRow, WaitlistOfferRow } from '../../data-access/waitlist/waitlist-repository';
import type { PageRequestOf } from '@wsms/service-kit';
import { startOf } from '../shared/business-time';
import type { WaitlistDeps } from './waitlist-deps';

/** What an entry is now: the owner's leaving, else its one offer's outcome, else waiting until its hours pass. */
export function statusOf(entry: WaitlistEntryRow, offer: WaitlistOfferRow | null, now: Date): WaitlistStatus {
  if (entry.status === 'left') return 'left';
  if (offer) {
    if (offer.state === 'claimed') return 'booked';
    if (offer.state === 'declined') return 'left';
    return offer.state === 'open' && offer.expiresAt > now ? 'offered' : 'expired';
  }
  if (entry.status === 'expired' || entry.times.every((time) => startOf(entry.date, time) <= now)) return 'expired';
  return 'waiting';
}

/** 1 + the entries of that day (listed in order of joining) still waiting for one of the same hours ahead of it. */
export function positionOf(entry: WaitlistEntryRow, day: readonly WaitlistEntryRow[]) {
  const at = day.findIndex((e) => e._id === entry._id);
  const ahead = day.slice(0, at < 0 ? day.length : at).filter((e) => e.status === 'waiting' && e.times.some((t) => entry.times.includes(t)));
  return ahead.length + 1;
}

async function toView(deps: WaitlistDeps, entry: WaitlistEntryRow, now: Date): Promise<WaitlistEntry> {
  const offer = entry.status === 'waiting' ? null : await deps.waitlist.findOffer(entry._id);
  const status = statusOf(entry, offer, now);
  const day = status === 'waiting' ? await deps.waitlist.listForDay(entry.instructorId, entry.date) : [];
  return {
    id: entry._id,
    instructorId: entry.instructorId,
    instructorName: entry.instructorName,
    sessionDate: entry.date,
    times: entry.times,
    sessionType: entry.sessionType,
    location: entry.location,
    status,
    position: status === 'waiting' ? positionOf(entry, day) : null,
    ...(status === 'offered' && offer ? { offer: { id: offer._id, time: offer.time, expiresAt: offer.expiresAt.toISOString() } } : {}),
    joinedAt: entry.joinedAt.toISOString(),
  };
}

/** GET /api/user/waitlist: one page of the caller's own entries, newest first. */
export async function myWaitlist(deps: WaitlistDeps, userId: string, page: PageRequestOf) {
  const now = deps.clock.now();
  const found = await deps.waitlist.listPageForUser(userId, page);
  return { ...found, items: await Promise.all(found.items.map((entry) => toView(deps, entry, now))) };
}

/** GET /api/instructor/waitlist: one instructor's day, in order of joining. */
export async function dayWaitlist(deps: WaitlistDeps, instructorId: string, date: string): Promise<InstructorWaitlistEntry[]> {
  const now = deps.clock.now();
  const entries = await deps.waitlist.listForDay(instructorId, date);
  return Promise.all(entries.map(async (entry) => ({ ...(await toView(deps, entry, now)), clientName: entry.clientName, clientEmail: entry.clientEmail })));
}
