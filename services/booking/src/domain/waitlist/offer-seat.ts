import { sessionMinutes } from '@wsms/contracts';
import { AppError } from '@wsms/service-kit';
import { newBookingId } from '../../data-access/shared/booking-model';
import type { WaitlistEntryRow, WaitlistOfferRow } from '../../data-access/waitlist/waitlist-repository';
import { checkBookable } from '../availability/bookable';
import { getFreeTimes } from '../availability/free-times.use-case';
import { takeSeats } from '../seats/reserve-seat';
import { addMinutes, startOf } from '../shared/business-time';
import type { FreedSeat } from '../shared/freed-seats';
import { queueOfferEmail } from './offer-email';
import type { WaitlistDeps } from './waitlist-deps';

/*
 * An offer is a hold: the seat is taken for the offered client by the same unique seat inserts as a
 * checkout (under the offer's booking id, expiring with the offer), so it leaves everyone else's
 * free times and no two offers can hold one seat. The offer row is keyed by the entry's id, so an
 * entry never has two. Every step is safe to repeat; nothing is read first and then written.
 */

const outsideNotice = (deps: WaitlistDeps, date: string, time: string, now: Date) =>
  startOf(date, time) >= addMinutes(now, deps.waitlistMinNoticeHours * 60);

type Outcome = 'offered' | 'no-seat' | 'entry-taken';

/** Tries to hold a seat at `time` for this entry and make its one offer. */
async function offerTo(deps: WaitlistDeps, entry: WaitlistEntryRow, time: string, now: Date): Promise<Outcome> {
  const input = {
    instructorId: entry.instructorId,
    bookingData: { clientName: entry.clientName, clientEmail: entry.clientEmail, clientPhone: undefined, notes: undefined, sessionType: entry.sessionType, location: entry.location, sessionDate: entry.date, time },
  };
  let bookable: Awaited<ReturnType<typeof checkBookable>>;
  try {
    bookable = await checkBookable(deps, input, now);
  } catch (error) {
    if (error instanceof AppError) return 'no-seat';
    throw error;
  }
  if (bookable.locations.length === 0) return 'no-seat';
  const bookingId = newBookingId();
  const expiresAt = addMinutes(now, deps.waitlistOfferMinutes);
  try {
    await takeSeats(deps, { instructorId: entry.instructorId, date: entry.date, plan: bookable.plan, seatKey: bookingId, holdExpiresAt: expiresAt });
  } catch (error) {
    if (error instanceof AppError) return 'no-seat';
    throw error;
  }
  const offer: WaitlistOfferRow = {
    _id: entry._id,
    bookingId,
    userId: entry.userId,
    instructorId: entry.instructorId,
    date: entry.date,
    time,
    location: bookable.locations.includes(entry.location) ? entry.location : bookable.locations[0]!,
    madeAt: now,
    expiresAt,
    state: 'open',
  };
  if (!(await deps.waitlist.insertOffer(offer))) {
    // Another instance made this entry's offer first: give the seat back by its own ids, undecided
    // and unannounced (announcing would come straight back here), and try the next in line.
    await deps.seats.release(bookingId);
    return 'entry-taken';
  }
  await announceOffer(deps, offer, entry);
  return 'offered';
}

/** The offer's status, count and e-mail; repeated by the sweep for an offer a crash left unannounced. */
export async function announceOffer(deps: WaitlistDeps, offer: WaitlistOfferRow, known?: WaitlistEntryRow) {
  const entry = known ?? (await deps.waitlist.findEntry(offer._id));
  if (!entry) return;
  if (entry.status === 'waiting') await deps.waitlist.setStatus(entry._id, 'offered');
  await deps.waitlist.recordEvent({ _id: `${offer._id}:made`, kind: 'made', at: offer.madeAt, instructorId: offer.instructorId, location: offer.location });
  await queueOfferEmail(deps, entry, offer);
}

/**
 * A seat freed at this hour: the first entry (by join time) still waiting for it gets an offer,
 * unless the start is inside the notice window (then the seat is simply free). Safe to call twice
 * and on every instance at once: without a free seat, nothing is offered.
 */
export async function seatFreed(deps: WaitlistDeps, seat: FreedSeat) {
  const now = deps.clock.now();
  if (!outsideNotice(deps, seat.date, seat.time, now)) return;
  const waiting = (await deps.waitlist.listForDay(seat.instructorId, seat.date)).filter((e) => e.status === 'waiting' && e.times.includes(seat.time));
  for (const entry of waiting) {
    const outcome = await offerTo(deps, entry, seat.time, now);
    // No seat for a one-hour session means none for anyone; a longer one may just lack its next hour.
    if (outcome === 'offered' || (outcome === 'no-seat' && sessionMinutes(entry.sessionType) <= 60)) return;
  }
}

/** Slots were added or widened: every hour anyone waits for on this instructor's days is looked at. */
export async function seatsAdded(deps: WaitlistDeps, instructorId: string) {
  await offerWaitingHours(deps, await deps.waitlist.listWaiting(instructorId));
}

/**
 * Each hour these entries wait for that has a free seat now, in date and time order: one free-times
 * read per instructor and day, so hours that are still taken cost nothing more.
 */
export async function offerWaitingHours(deps: WaitlistDeps, entries: readonly WaitlistEntryRow[]) {
  const days = new Map<string, { instructorId: string; date: string; times: Set<string> }>();
  for (const e of entries) {
    const key = `${e.date}|${e.instructorId}`;
    const day = days.get(key) ?? { instructorId: e.instructorId, date: e.date, times: new Set<string>() };
    e.times.forEach((time) => day.times.add(time));
    days.set(key, day);
  }
  for (const key of [...days.keys()].sort()) {
    const { instructorId, date, times } = days.get(key)!;
    const free = await getFreeTimes(deps, instructorId, { date }).catch(() => null);
    for (const time of [...times].sort()) if (free?.availableTimes.includes(time)) await seatFreed(deps, { instructorId, date, time });
  }
}
