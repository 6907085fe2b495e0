import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicUser } from '@wsms/contracts';
import { ApiError } from '../../lib/api-error';
import { authKeys } from './auth-keys';
import { READ_INIT } from '../../lib/read-init';

export const CURRENT_USER_STALE_MS = 5 * 60 * 1000;

/** Signed out (401) is null, not an error; any other failure reads 'Not authenticated' (spec 8). */
export async function getCurrentUser(): Promise<PublicUser | null> {
  const res = await fetch('/api/auth/me', READ_INIT);
  if (res.status === 401) {
    // Drain the body: an unread response keeps the request open, which delays "network idle".
    await res.body?.cancel();
    return null;
  }
  if (!res.ok) throw new ApiError(res.status, 'Not authenticated');
  return (await res.json()) as PublicUser;
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
