import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WorkoutProgram } from '@wsms/contracts';
import { readJson } from './request';
import { trackerKeys } from './training-keys';

/** GET /api/user/workout-programs: the caller's assigned and purchased programs. */
export const getMyPrograms = () => readJson<WorkoutProgram[]>('/api/user/workout-programs', 'Failed to fetch workout programs');

export const myProgramsQueryOptions = () => queryOptions({ queryKey: trackerKeys.programs(), queryFn: getMyPrograms });

export const useMyPrograms = () => useQuery(myProgramsQueryOptions());
