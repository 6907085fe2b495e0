import type { BookingCheckoutInput, PaymentMethod } from '@wsms/contracts';
import type { CatalogInstructor } from '../../adapters/catalog-client';
import { newBookingId, type BookingRecord } from '../../data-access/shared/booking-model';
import type { StoredBooking } from '../../data-access/shared/booking-repository';
import { seatIds } from '../../data-access/seats/seat-model';
import { slotTaken } from '../shared/booking-errors';
import { addMinutes, startOf } from '../shared/business-time';
import { releaseBooking, type HoldLifecycleDeps } from './hold-lifecycle';

export interface ReserveSeatDeps extends HoldLifecycleDeps {
  /** How long a checkout holds its seats while it waits for confirmation or payment. */
  holdMinutes: number;
}

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
export async function takeSeats(deps: Pick<HoldLifecycleDeps, 'seats'>, { instructorId, date, plan, seatKey, holdExpiresAt }: SeatTaking) {
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
export async function reserveSeats(deps: ReserveSeatDeps, input: BookingCheckoutInput, request: SeatRequest): Promise<StoredBooking> {
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
