import { bookingMessages, dayOfWeekOf, type BookingCheckoutInput } from '@wsms/contracts';
import type { CatalogInstructor } from '../adapters/catalog-client';
import { newBookingId, type BookingRecord } from '../data-access/booking-model';
import type { StoredBooking } from '../data-access/booking-repository';
import type { BookingDeps } from './booking-deps';
import { badSessionDate, instructorNotFound, slotTaken } from './booking-errors';
import { addDays, addMinutes, startOf, todayIn } from './business-time';
import { liveSeats, releaseBooking } from './hold-lifecycle';
import { capacityByTime } from './schedule';

const MAX_DAYS_AHEAD = 366;

interface SeatRequest {
  instructor: CatalogInstructor;
  maxBookings: number;
  now: Date;
  provider: NonNullable<BookingRecord['paymentProvider']>;
}

/** The same rules as the free-times call, checked against the instructor's record as it is now. */
export async function checkBookable(deps: BookingDeps, input: BookingCheckoutInput, now: Date) {
  const { sessionDate: date, time } = input.bookingData;
  const instructor = await deps.catalog.findById(input.instructorId);
  if (!instructor?.isActive) throw instructorNotFound();
  const today = todayIn(now);
  if (date < today) throw badSessionDate(bookingMessages.pastDate);
  if (date > addDays(today, MAX_DAYS_AHEAD)) throw badSessionDate(bookingMessages.tooFarAhead);
  if (dayOfWeekOf(date) === 0) throw badSessionDate(bookingMessages.sunday);
  const maxBookings = capacityByTime(await deps.availability.listForInstructor(instructor.id), date).get(time);
  if (!maxBookings || startOf(date, time) < addMinutes(now, deps.minNoticeMinutes)) throw slotTaken();
  return { instructor, maxBookings };
}

/**
 * Takes a seat for a new booking and stores the booking as a pending hold. The seat insert is the
 * capacity check: of any number of simultaneous requests, only maxBookings inserts can succeed.
 */
export async function reserveSeat(
  deps: BookingDeps,
  input: BookingCheckoutInput,
  { instructor, maxBookings, now, provider }: SeatRequest,
): Promise<StoredBooking> {
  const { sessionDate: date, time, ...details } = input.bookingData;
  const bookingId = newBookingId();
  const holdExpiresAt = addMinutes(now, deps.holdMinutes);
  await liveSeats(deps, instructor.id, date); // reclaims expired holds first, so their seat numbers can be taken
  let seat = null;
  for (let n = 1; n <= maxBookings && !seat; n += 1) {
    seat = await deps.seats.tryInsert({ _id: bookingId, instructorId: instructor.id, date, time, seat: n, holdExpiresAt });
  }
  if (!seat) throw slotTaken();
  try {
    return await deps.bookings.insert({
      _id: bookingId,
      ...details,
      instructorId: instructor.id,
      instructorName: instructor.name,
      instructorEmail: instructor.email,
      date,
      time,
      startsAt: startOf(date, time),
      totalAmountCents: instructor.hourlyRateCents,
      status: 'pending',
      holdExpiresAt,
      paymentProvider: provider,
    });
  } catch (error) {
    await releaseBooking(deps, bookingId, 'failed');
    throw error;
  }
}
