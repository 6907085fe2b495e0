import { useQuery } from '@tanstack/react-query';
import { callApi } from '@wsms/api-client/session';
import * as booking from '../../generated/booking-routes';
import { instructorAreaKeys } from './booking-keys';

/** The acting instructor's bookings (staff: their own; admins name one). */
export function useInstructorBookings(instructorId: string | undefined, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: instructorAreaKeys.bookings(instructorId),
    queryFn: () => callApi(booking.instructorBookings, { query: { instructorId } }, { failure: 'Failed to fetch bookings' }),
    enabled,
  });
}
