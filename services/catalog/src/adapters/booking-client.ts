import { z } from 'zod';
import { businessInstant, IDENTITY_HEADER, instructorMessages } from '@wsms/contracts';
import { AppError } from '@wsms/service-kit';

/** Whose behalf a call to another service is made on: the caller's own signed identity, relayed. */
export interface Caller {
  identityToken: string;
}

export interface BookingClient {
  /** Pending or confirmed bookings of the instructor that have not started yet. */
  upcomingBookings(instructorId: string, caller: Caller): Promise<number>;
}

const bookingWire = z.object({
  status: z.string(),
  startsAt: z.string().nullable().optional(),
  date: z.string(),
  time: z.string(),
});

const unavailable = () => new AppError('booking-unavailable', instructorMessages.bookingsUnknown, 503);
// Old records have no startsAt: their wall-clock date and hour at the business, daylight time included.
const startOf = (b: z.infer<typeof bookingWire>) => (b.startsAt ? Date.parse(b.startsAt) : businessInstant(b.date, b.time).getTime());

/** Bookings belong to the booking service: asked over HTTP as the admin who asked us. */
export function httpBookingClient(baseUrl: string, now: () => Date = () => new Date(), timeoutMs = 3000): BookingClient {
  return {
    async upcomingBookings(instructorId, caller) {
      let res: Response;
      try {
        res = await fetch(`${baseUrl}/api/instructor/bookings?instructorId=${encodeURIComponent(instructorId)}`, {
          headers: { [IDENTITY_HEADER]: caller.identityToken },
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch {
        throw unavailable();
      }
      if (!res.ok) {
        await res.body?.cancel();
        throw unavailable();
      }
      const parsed = z.array(bookingWire).safeParse(await res.json());
      if (!parsed.success) throw unavailable();
      const at = now().getTime();
      return parsed.data.filter((b) => (b.status === 'pending' || b.status === 'confirmed') && startOf(b) > at).length;
    },
  };
}
