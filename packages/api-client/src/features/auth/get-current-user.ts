import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicUser } from '@wsms/contracts';
import * as auth from '../../generated/auth-routes';
import { ApiError } from '../../lib/api-error';
import { callApi } from '../../lib/call-api';
import { authKeys } from './auth-keys';

export const CURRENT_USER_STALE_MS = 5 * 60 * 1000;

/** Signed out (401) is null, not an error; any other failure reads 'Not authenticated' (spec 8). */
export async function getCurrentUser(): Promise<PublicUser | null> {
  try {
    return await callApi(auth.me, undefined, { failure: 'Not authenticated' });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.me(),
    queryFn: getCurrentUser,
    staleTime: CURRENT_USER_STALE_MS,
    retry: false,
    refetchOnWindowFocus: false,
  });

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
