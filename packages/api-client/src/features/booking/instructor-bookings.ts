import { useQuery } from '@tanstack/react-query';
import { callApi } from '@wsms/api-client/session';
import * as booking from '../../generated/booking-routes';
import { instructorAreaKeys } from './booking-keys';

export interface BookingRange {
  /** Session dates on or after / on or before (yyyy-MM-dd). */
  from?: string;
  to?: string;
  /** At most 200 a page: a screen that may show more pages with `useInstructorBookingPages`. */
  limit?: number;
}

/**
 * One page of the acting instructor's bookings (staff: their own; admins name one), newest session
 * first: the first 50, or those within `range` (a day, a month) up to its limit.
 */
export function useInstructorBookings(instructorId: string | undefined, { enabled = true, range }: { enabled?: boolean; range?: BookingRange } = {}) {
  return useQuery({
    queryKey: range ? instructorAreaKeys.bookingRange(instructorId, range) : instructorAreaKeys.bookings(instructorId),
    queryFn: () => callApi(booking.instructorBookings, { query: { instructorId, ...range } }, { failure: 'Failed to fetch bookings' }),
    enabled,
  });
}
