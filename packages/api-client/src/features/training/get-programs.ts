import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WorkoutProgram } from '@wsms/contracts';
import { readJson } from './request';
import { programKeys } from './training-keys';

export interface ProgramFilters {
  userId?: string;
  instructorId?: string;
}

/** GET /api/workout-programs: staff see their own, admins every program (narrowed by the filters). */
export function getPrograms(filters: ProgramFilters = {}): Promise<WorkoutProgram[]> {
  const query = new URLSearchParams(Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1]))).toString();
  return readJson<WorkoutProgram[]>(`/api/workout-programs${query ? `?${query}` : ''}`, 'Failed to fetch workout programs');
}

export const programsQueryOptions = (filters: ProgramFilters = {}) =>
  queryOptions({ queryKey: programKeys.list(filters), queryFn: () => getPrograms(filters) });

export const usePrograms = (filters: ProgramFilters = {}) => useQuery(programsQueryOptions(filters));
