import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { FreeTimesResponse } from '@wsms/contracts';
import { availabilityKeys } from './booking-keys';
import { ensureOk } from './read-error';
import { READ_INIT } from '../../lib/read-init';

/** With a session type, only starts where the whole session fits (a 90-minute session needs two free hours). */
export async function getFreeTimes(instructorId: string, date: string, sessionType?: string): Promise<FreeTimesResponse> {
  const query = new URLSearchParams({ date, ...(sessionType ? { sessionType } : {}) });
  const res = await fetch(`/api/instructors/${encodeURIComponent(instructorId)}/availability?${query}`, READ_INIT);
  ensureOk(res, 'Failed to fetch availability');
  const reply = (await res.json()) as Partial<FreeTimesResponse>;
  // The spec's reply is `availableTimes` alone: without `slots`, no location is ruled out at any time.
  return { ...reply, availableTimes: reply.availableTimes ?? [], slots: reply.slots ?? [] } as FreeTimesResponse;
}

// Free times change as others book: unlike the spec's never-stale default, a revisit asks again.
export const freeTimesQueryOptions = (instructorId?: string | null, date?: string | null, sessionType?: string | null) =>
  queryOptions({
    queryKey: availabilityKeys.freeTimes(instructorId ?? '', date ?? '', sessionType ?? ''),
    queryFn: instructorId && date ? () => getFreeTimes(instructorId, date, sessionType ?? undefined) : skipToken,
    staleTime: 0,
  });

export function useFreeTimes(instructorId?: string | null, date?: string | null, sessionType?: string | null) {
  return useQuery(freeTimesQueryOptions(instructorId, date, sessionType));
}
