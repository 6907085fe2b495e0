import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, callApi } from '@wsms/api-client/session';
import * as booking from '../../generated/booking-routes';
import { outboxKeys } from './booking-keys';

/** Every e-mail of the durable outbox, newest first (admins); null where this deployment has no outbox route. */
export async function getOutbox() {
  try {
    return await callApi(booking.listOutbox, undefined, { failure: 'Failed to fetch e-mails' });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const outboxQueryOptions = () => queryOptions({ queryKey: outboxKeys.lists(), queryFn: getOutbox });

export const useOutbox = () => useQuery(outboxQueryOptions());
