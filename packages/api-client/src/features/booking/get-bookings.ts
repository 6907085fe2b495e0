import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@wsms/api-client/session';
import * as booking from '../../generated/booking-routes';
import { bookingKeys } from './booking-keys';

/** With clientEmail, that client's own bookings (the service refuses anyone else's). */
export const getBookings = (filters: { clientEmail?: string } = {}) =>
  callApi(booking.listBookings, { query: filters }, { failure: 'Failed to fetch bookings' });

export const bookingsQueryOptions = (filters: { clientEmail?: string } = {}) =>
  queryOptions({ queryKey: bookingKeys.list(filters), queryFn: () => getBookings(filters) });

export function useBookings(filters: { clientEmail?: string } = {}, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...bookingsQueryOptions(filters), enabled });
}
