import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Booking } from '@wsms/contracts';
import { bookingKeys } from './booking-keys';
import { ensureOk } from './read-error';
import { READ_INIT } from '../../lib/read-init';

/** GET /api/bookings: with clientEmail, that client's own bookings (the service refuses anyone else's). */
export async function getBookings(filters: { clientEmail?: string } = {}): Promise<Booking[]> {
  const query = filters.clientEmail ? `?clientEmail=${encodeURIComponent(filters.clientEmail)}` : '';
  const res = await fetch(`/api/bookings${query}`, READ_INIT);
  ensureOk(res, 'Failed to fetch bookings');
  return (await res.json()) as Booking[];
}

export const bookingsQueryOptions = (filters: { clientEmail?: string } = {}) =>
  queryOptions({ queryKey: bookingKeys.list(filters), queryFn: () => getBookings(filters) });

export function useBookings(filters: { clientEmail?: string } = {}, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...bookingsQueryOptions(filters), enabled });
}
