import { usePagedList } from '@wsms/api-client/session';
import * as booking from '../../generated/booking-routes';
import { bookingKeys, instructorAreaKeys, outboxKeys, type BookingListFilters } from './booking-keys';

const failure = 'Failed to fetch bookings';
type StatusFilter = Omit<BookingListFilters, 'status'> & { status?: string };
// The status is checked by the service (400 naming it); the screens offer only the contract's values.
const query = ({ status, ...rest }: StatusFilter) => ({ ...rest, ...(status ? { status: status as never } : {}) });

/** GET /api/bookings as a paged list, newest session first: a client's own, a staff member's instructor's, all for admins. */
export function useBookingPages(filters: BookingListFilters = {}, { enabled = true }: { enabled?: boolean } = {}) {
  return usePagedList({ queryKey: bookingKeys.pages(filters), route: booking.listBookings, input: { query: query(filters) }, options: { failure }, enabled });
}

/** The acting instructor's bookings as a paged list, newest session first (staff: their own; admins name one). */
export function useInstructorBookingPages(instructorId: string | undefined, filters: Omit<BookingListFilters, 'clientEmail' | 'instructorId' | 'location'> = {}, { enabled = true }: { enabled?: boolean } = {}) {
  return usePagedList({
    queryKey: instructorAreaKeys.bookingPages(instructorId, filters),
    route: booking.instructorBookings,
    input: { query: { instructorId, ...query(filters) } },
    options: { failure },
    enabled,
  });
}

/** The e-mail outbox as a paged list, newest first (admins). */
export function useOutboxPages({ enabled = true }: { enabled?: boolean } = {}) {
  return usePagedList({ queryKey: outboxKeys.pages(), route: booking.listOutbox, options: { failure: 'Failed to fetch e-mails' }, enabled });
}
