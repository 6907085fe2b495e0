import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { FreeTimesResponse } from '@wsms/contracts';
import { availabilityKeys } from './booking-keys';
import { ensureOk } from './read-error';

export async function getFreeTimes(instructorId: string, date: string): Promise<FreeTimesResponse> {
  const url = `/api/instructors/${encodeURIComponent(instructorId)}/availability?date=${encodeURIComponent(date)}`;
  const res = await fetch(url, { credentials: 'include' });
  ensureOk(res, 'Failed to fetch availability');
  return (await res.json()) as FreeTimesResponse;
}

// Free times change as others book: unlike the spec's never-stale default, a revisit asks again.
export const freeTimesQueryOptions = (instructorId?: string | null, date?: string | null) =>
  queryOptions({
    queryKey: availabilityKeys.freeTimes(instructorId ?? '', date ?? ''),
    queryFn: instructorId && date ? () => getFreeTimes(instructorId, date) : skipToken,
    staleTime: 0,
  });

export function useFreeTimes(instructorId?: string | null, date?: string | null) {
  return useQuery(freeTimesQueryOptions(instructorId, date));
}
