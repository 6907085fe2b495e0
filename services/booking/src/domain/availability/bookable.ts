import { locationLabel, sessionMinutes, type BookingCheckoutInput } from '@wsms/contracts';
import { badRequest } from '@wsms/service-kit';
import type { CatalogClient } from '../../adapters/catalog-client';
import type { AvailabilityRepository } from '../../data-access/availability/availability-repository';
import { liveSeatsWithin, type HoldLifecycleDeps } from '../seats/hold-lifecycle';
import type { SeatPlan } from '../seats/reserve-seat';
import { badSessionDate, instructorNotFound, slotTaken } from '../shared/booking-errors';
import { addMinutes, hoursCovered, startOf } from '../shared/business-time';
import { dateRefusal } from './booking-window';
import { capacityByTime, locationsByTime, locationsFor } from './schedule';

/** What deciding whether a time is bookable reads: the instructor, their slots and the live seats. */
export interface BookableDeps extends HoldLifecycleDeps {
  catalog: CatalogClient;
  availability: AvailabilityRepository;
  /** Earliest bookable start, in minutes from now. */
  minNoticeMinutes: number;
}

/**
 * The same rules as the free-times call, checked against the instructor's record and the seats as
 * they are now. Answers the seats to take, how many seats the instructor offers that day, and where
 * the instructor is at that time.
 */
export async function checkBookable(deps: BookableDeps, input: BookingCheckoutInput, now: Date) {
  const { sessionDate: date, time, sessionType } = input.bookingData;
  const instructor = await deps.catalog.findById(input.instructorId);
  if (!instructor?.isActive) throw instructorNotFound();
  const refusal = dateRefusal(date, now);
  if (refusal) throw badSessionDate(refusal);
  // The version-checked slots: a slot write is done only once its version bump is, so a checkout that
  // still sees the old version ran before that write finished (no scan of every instructor's slots).
  const slots = await deps.availability.listForInstructorCached(instructor.id);
  const capacity = capacityByTime(slots, date);
  const hours = hoursCovered(time, sessionMinutes(sessionType));
  const plan: SeatPlan = hours.map((hour) => ({ time: hour, maxBookings: capacity.get(hour) ?? 0 }));
  // Reclaiming expired holds first lets their seat numbers be taken; a full hour answers 409 before
  // anything is written. Only the plan's seat positions are read, by _id (history is never scanned).
  const positions = new Map(plan.filter((hour) => hour.maxBookings > 0).map((hour) => [hour.time, hour.maxBookings] as const));
  const seats = positions.size === plan.length ? await liveSeatsWithin(deps, instructor.id, date, positions) : [];
  const full = ({ time: hour, maxBookings }: SeatPlan[number]) => seats.filter((seat) => seat.time === hour).length >= maxBookings;
  if (plan.some(full) || startOf(date, time) < addMinutes(now, deps.minNoticeMinutes)) throw slotTaken();
  const daySeats = [...capacity.values()].reduce((sum, seatsThen) => sum + seatsThen, 0);
  return { instructor, plan, daySeats, locations: locationsFor(locationsByTime(slots, date), hours) };
}

/** A checkout's location must be one where the instructor's slot is at that time (the form offers only those). */
export function assertLocationOffered(location: string, offered: readonly string[], instructorName: string) {
  if (offered.includes(location)) return;
  const message = `Preferred Location: ${instructorName} is at ${offered.map(locationLabel).join(' or ')} at that time`;
  throw badRequest(message, [{ path: 'bookingData.location', message }]);
}
