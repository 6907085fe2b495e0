import { businessInstant, IDENTITY_HEADER, instructorMessages, type Booking } from '@wsms/contracts';
import { bookingApi } from '@wsms/contracts/api';
import { AppError } from '@wsms/service-kit';
import { answerOr, DEFAULT_INTERNAL_TIMEOUT_MS, routeClient } from '@wsms/service-kit/internal-client';

/** Whose behalf a call to another service is made on: the caller's own signed identity, relayed. */
export interface Caller {
  identityToken: string;
}

export interface BookingClient {
  /** Pending or confirmed bookings of the instructor that have not started yet. */
  upcomingBookings(instructorId: string, caller: Caller): Promise<number>;
}

const unavailable = () => new AppError('booking-unavailable', instructorMessages.bookingsUnknown, 503);
// Old records have no startsAt: their wall-clock date and hour at the business, daylight time included.
const startOf = (b: Pick<Booking, 'startsAt' | 'date' | 'time'>) => (b.startsAt ? Date.parse(b.startsAt) : businessInstant(b.date, b.time).getTime());

/** Bookings belong to the booking service: asked over HTTP (its staff route) as the admin who asked us. */
export function httpBookingClient(baseUrl: string, now: () => Date = () => new Date(), timeoutMs = DEFAULT_INTERNAL_TIMEOUT_MS): BookingClient {
  const booking = routeClient({ instructorBookings: bookingApi.instructorBookings }, { baseUrl, timeoutMs });
  return {
    async upcomingBookings(instructorId, caller) {
      const bookings = await answerOr(booking.instructorBookings({ query: { instructorId } }, { headers: { [IDENTITY_HEADER]: caller.identityToken } }), unavailable);
      const at = now().getTime();
      return bookings.filter((b) => (b.status === 'pending' || b.status === 'confirmed') && startOf(b) > at).length;
    },
  };
}
