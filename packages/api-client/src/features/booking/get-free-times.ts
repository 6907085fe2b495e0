import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { callApi } from '@wsms/api-client/session';
import type { FreeTimesResponse } from '@wsms/contracts';
import * as booking from '../../generated/booking-routes';
import { availabilityKeys } from './booking-keys';

/** With a session type, only starts where the whole session fits (a 90-minute session needs two free hours). */
export async function getFreeTimes(instructorId: string, date: string, sessionType?: string): Promise<FreeTimesResponse> {
  const reply: Partial<FreeTimesResponse> = await callApi(
    booking.freeTimes,
    { params: { id: instructorId }, query: { date, sessionType } },
    { failure: 'Failed to fetch availability' },
  );
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
