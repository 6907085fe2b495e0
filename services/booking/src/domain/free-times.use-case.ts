import { dayOfWeekOf, type FreeTimesResponse } from '@wsms/contracts';
import type { BookingDeps } from './booking-deps';
import { instructorNotFound } from './booking-errors';
import { addMinutes, startOf, timeZone, todayIn } from './business-time';
import { liveSeats } from './hold-lifecycle';
import { capacityByTime } from './schedule';

// Showing free times may use an instructor record a few seconds old; the checkout re-checks it fresh.
const CATALOG_MAX_AGE_MS = 5_000;

/** Times still bookable: inside a slot, after now + minimum notice, below maxBookings. */
export async function getFreeTimes(deps: BookingDeps, instructorId: string, date?: string): Promise<FreeTimesResponse> {
  const now = deps.clock.now();
  const day = date ?? todayIn(now);
  const sunday = dayOfWeekOf(day) === 0;
  // Independent reads run side by side: on FerretDB each one is a full collection scan.
  const [instructor, slots, seats] = await Promise.all([
    deps.catalog.findById(instructorId, { maxAgeMs: CATALOG_MAX_AGE_MS }),
    sunday ? [] : deps.availability.listForInstructor(instructorId),
    sunday ? [] : liveSeats(deps, instructorId, day),
  ]);
  if (!instructor?.isActive) throw instructorNotFound();
  const capacity = capacityByTime(slots, day);
  const taken = new Map<string, number>();
  for (const seat of seats) taken.set(seat.time, (taken.get(seat.time) ?? 0) + 1);
  const earliest = addMinutes(now, deps.minNoticeMinutes);
  const availableTimes = [...capacity]
    .filter(([time, max]) => startOf(day, time) >= earliest && (taken.get(time) ?? 0) < max)
    .map(([time]) => time)
    .sort();
  return { availableTimes, date: day, timeZone };
}
