import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WorkoutProgressMap } from '@wsms/contracts';
import { readJson } from './request';
import { trackerKeys } from './training-keys';

/** GET /api/user/workout-progress: keyed by program id. */
export const getMyProgress = () => readJson<WorkoutProgressMap>('/api/user/workout-progress', 'Failed to fetch workout progress');

export const myProgressQueryOptions = () => queryOptions({ queryKey: trackerKeys.progress(), queryFn: getMyProgress });

export const useMyProgress = () => useQuery(myProgressQueryOptions());
