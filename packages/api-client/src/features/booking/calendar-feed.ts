import { useQuery } from '@tanstack/react-query';
import { apiPath, callApi } from '@wsms/api-client/session';
import * as booking from '../../generated/booking-routes';
import { instructorAreaKeys } from './booking-keys';
import { useBookingWrite } from './use-booking-write';

/** Whether the acting instructor has a private calendar feed. */
export function useCalendarFeedStatus(instructorId: string) {
  return useQuery({
    queryKey: instructorAreaKeys.feed(instructorId),
    queryFn: () => callApi(booking.calendarFeedStatus, { query: { instructorId } }, { failure: 'Failed to fetch calendar feed' }),
  });
}

const feedChange = { bookings: false };

export const useCreateCalendarFeed = () =>
  useBookingWrite(
    (instructorId: string) => callApi(booking.createCalendarFeed, { query: { instructorId } }, { fallback: 'Failed to create calendar feed' }),
    feedChange,
  );

export const useRevokeCalendarFeed = () =>
  useBookingWrite(
    (instructorId: string) => callApi(booking.revokeCalendarFeed, { query: { instructorId } }, { fallback: 'Failed to revoke calendar feed' }),
    feedChange,
  );

/** The session's .ics file (the signed-in side's own link; e-mails carry a token instead). */
export const calendarFileUrl = (bookingId: string) => apiPath(booking.bookingCalendarFile, { params: { id: bookingId } });
