import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InstructorClient } from '@wsms/contracts';
import { readJson } from './request';
import { instructorClientKeys } from './training-keys';

/** GET /api/instructor/clients: verified accounts that booked with the instructor (admins name one). */
export function getInstructorClients(instructorId?: string): Promise<InstructorClient[]> {
  const query = instructorId ? `?instructorId=${encodeURIComponent(instructorId)}` : '';
  return readJson<InstructorClient[]>(`/api/instructor/clients${query}`, 'Failed to fetch clients');
}

export const instructorClientsQueryOptions = (instructorId?: string) =>
  queryOptions({ queryKey: instructorClientKeys.list(instructorId), queryFn: () => getInstructorClients(instructorId) });

export const useInstructorClients = (instructorId?: string) => useQuery(instructorClientsQueryOptions(instructorId));
