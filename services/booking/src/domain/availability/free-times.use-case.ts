import { isClosedDay, sessionMinutes, type FreeTimesResponse } from '@wsms/contracts';
import { liveSeatsWithin } from '../seats/hold-lifecycle';
import { instructorNotFound } from '../shared/booking-errors';
import { addMinutes, hoursCovered, startOf, timeZone, todayIn } from '../shared/business-time';
import type { BookableDeps } from './bookable';
import { dateRefusal } from './booking-window';
import { capacityByTime, locationsByTime, locationsFor } from './schedule';

// Showing free times may use an instructor record a few seconds old; the checkout re-checks it fresh.
const CATALOG_MAX_AGE_MS = 5_000;

export interface FreeTimesQuery {
  date?: string;
  /** A longer session needs every hour it covers free (default: one hour). */
  sessionType?: string;
}

/**
 * Start times still bookable: every hour the session covers lies inside a slot and below its
 * maxBookings, and the start is after now + minimum notice. A date the checkout would refuse (a
 * Sunday, a past day, beyond the booking window) has no times, and `closedReason` gives the message
 * the checkout would; without a date, today (in New York) is shown.
 */
export async function getFreeTimes(deps: BookableDeps, instructorId: string, query: FreeTimesQuery = {}): Promise<FreeTimesResponse> {
  const now = deps.clock.now();
  const day = query.date ?? todayIn(now);
  const refusal = query.date ? dateRefusal(query.date, now) : null;
  const closed = refusal !== null || isClosedDay(day);
  // The instructor and the slots are read side by side; the seats then only where the slots allow
  // (by _id, so the call stays flat however many bookings the collection holds).
  const [instructor, slots] = await Promise.all([
    deps.catalog.findById(instructorId, { maxAgeMs: CATALOG_MAX_AGE_MS }),
    closed ? [] : deps.availability.listForInstructorCached(instructorId),
  ]);
  if (!instructor?.isActive) throw instructorNotFound();
  if (refusal) return { availableTimes: [], slots: [], date: day, timeZone, closedReason: refusal };
  const capacity = capacityByTime(slots, day);
  const seats = capacity.size > 0 ? await liveSeatsWithin(deps, instructorId, day, capacity) : [];
  const taken = new Map<string, number>();
  for (const seat of seats) taken.set(seat.time, (taken.get(seat.time) ?? 0) + 1);
  const hasRoom = (hour: string) => (taken.get(hour) ?? 0) < (capacity.get(hour) ?? 0);
  const minutes = sessionMinutes(query.sessionType ?? '');
  const earliest = addMinutes(now, deps.minNoticeMinutes);
  const places = locationsByTime(slots, day);
  const availableTimes = [...capacity.keys()]
    .filter((time) => startOf(day, time) >= earliest && hoursCovered(time, minutes).every(hasRoom))
    .sort();
  const offered = availableTimes.map((time) => ({ time, locations: locationsFor(places, hoursCovered(time, minutes)) }));
  const full = [...capacity.keys()]
    .filter((time) => startOf(day, time) >= earliest && !availableTimes.includes(time) && hoursCovered(time, minutes).every((hour) => capacity.has(hour)))
    .sort()
    .map((time) => ({ time, locations: locationsFor(places, hoursCovered(time, minutes)) }));
  return { availableTimes, slots: offered, date: day, timeZone, taken: full };
}
