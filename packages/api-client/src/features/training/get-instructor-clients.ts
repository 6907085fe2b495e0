import { usePagedList } from '@wsms/api-client/session';
import * as booking from '../../generated/booking-routes';
import { instructorClientKeys } from './training-keys';

/**
 * Verified accounts that booked with the instructor (admins name one), a page at a time in e-mail
 * order (the service pages it: `limit`, then the Link header's next page; Load more asks for it).
 */
export const useInstructorClientPages = (instructorId?: string, { limit, enabled = true }: { limit?: number; enabled?: boolean } = {}) =>
  usePagedList({
    queryKey: instructorClientKeys.pages(instructorId, limit),
    route: booking.instructorClients,
    input: { query: { instructorId, ...(limit ? { limit } : {}) } },
    options: { failure: 'Failed to fetch clients' },
    enabled,
  });
