import { locationLabel, sessionMinutes, type BookingCheckoutInput, type PaymentMethod } from '@wsms/contracts';
import { badRequest } from '@wsms/service-kit';
import type { CatalogInstructor } from '../adapters/catalog-client';
import { newBookingId, type BookingRecord } from '../data-access/booking-model';
import type { StoredBooking } from '../data-access/booking-repository';
import { seatIds } from '../data-access/seat-model';
import type { BookingDeps } from './booking-deps';
import { badSessionDate, instructorNotFound, slotTaken } from './booking-errors';
import { dateRefusal } from './booking-window';
import { addMinutes, hoursCovered, startOf } from './business-time';
import { liveSeatsWithin, releaseBooking } from './hold-lifecycle';
import { capacityByTime, locationsByTime, locationsFor } from './schedule';

/** Each hour the session covers, with its capacity. */
export type SeatPlan = Array<{ time: string; maxBookings: number }>;

export interface SeatRequest {
  instructor: CatalogInstructor;
  plan: SeatPlan;
  now: Date;
  provider: NonNullable<BookingRecord['paymentProvider']>;
  paymentMethod: PaymentMethod;
  /** Set for a checkout hold: its id is already claimed in the hold limits. */
  bookingId?: string;
  extra?: Pick<BookingRecord, 'viewKeyHash' | 'confirmKeyHash' | 'confirmLinkMailed' | 'clientAddress'>;
}

/**
 * The same rules as the free-times call, checked against the instructor's record and the seats as
 * they are now. Answers the seats to take, how many seats the instructor offers that day, and where
 * the instructor is at that time.
 */
export async function checkBookable(deps: BookingDeps, input: BookingCheckoutInput, now: Date) {
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
  const plan = hours.map((hour) => ({ time: hour, maxBookings: capacity.get(hour) ?? 0 }));
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

export interface SeatTaking {
  instructorId: string;
  date: string;
  plan: SeatPlan;
  /** The id prefix of the rows (seatIds); also the id their hold is decided under. */
  seatKey: string;
  holdExpiresAt: Date;
}

/**
 * Takes a seat in every hour of the plan, all or none. The inserts are the capacity check: of any
 * number of simultaneous requests only maxBookings inserts per hour succeed; a request that misses
 * a later hour gives back the earlier ones (by their own ids) and answers 409.
 */
export async function takeSeats(deps: BookingDeps, { instructorId, date, plan, seatKey, holdExpiresAt }: SeatTaking) {
  const ids = seatIds(seatKey, plan.length);
  for (const [i, { time: hour, maxBookings }] of plan.entries()) {
    let seat = null;
    for (let n = 1; n <= maxBookings && !seat; n += 1) {
      seat = await deps.seats.tryInsert({ _id: ids[i]!, bookingId: seatKey, instructorId, date, time: hour, seat: n, holdExpiresAt });
    }
    if (!seat) {
      if (i > 0) await deps.seats.release(seatKey);
      throw slotTaken();
    }
  }
}

/**
 * Takes a seat in every hour the session covers, all or none, and stores the booking as a pending
 * hold. The seat inserts are the capacity check: of any number of simultaneous requests, only
 * maxBookings inserts per hour can succeed; a request that misses a later hour gives back the
 * earlier ones (by their own ids) before answering 409.
 */
export async function reserveSeats(deps: BookingDeps, input: BookingCheckoutInput, request: SeatRequest): Promise<StoredBooking> {
  const { instructor, plan, now, provider, paymentMethod } = request;
  const { sessionDate: date, time, ...details } = input.bookingData;
  const bookingId = request.bookingId ?? newBookingId();
  const holdExpiresAt = addMinutes(now, deps.holdMinutes);
  await takeSeats(deps, { instructorId: instructor.id, date, plan, seatKey: bookingId, holdExpiresAt });
  try {
    return await deps.bookings.insert({
      _id: bookingId,
      ...details,
      instructorId: instructor.id,
      instructorName: instructor.name,
      instructorEmail: instructor.email,
      date,
      time,
      ...(plan.length > 1 ? { seatTimes: plan.map((hour) => hour.time) } : {}),
      startsAt: startOf(date, time),
      totalAmountCents: instructor.hourlyRateCents,
      status: 'pending',
      holdExpiresAt,
      paymentProvider: provider,
      paymentMethod,
      paymentStatus: 'due',
      ...request.extra,
    });
  } catch (error) {
    await releaseBooking(deps, bookingId, 'failed');
    throw error;
  }
}
