import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@wsms/api-client/session';
import * as booking from '../../generated/booking-routes';
import { instructorClientKeys } from './training-keys';

/** Verified accounts that booked with the instructor (admins name one). */
export const getInstructorClients = (instructorId?: string) =>
  callApi(booking.instructorClients, { query: { instructorId } }, { failure: 'Failed to fetch clients' });

export const instructorClientsQueryOptions = (instructorId?: string) =>
  queryOptions({ queryKey: instructorClientKeys.list(instructorId), queryFn: () => getInstructorClients(instructorId) });

export const useInstructorClients = (instructorId?: string) => useQuery(instructorClientsQueryOptions(instructorId));
