import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExerciseLog } from '@wsms/contracts';
import { readJson } from './request';
import { trackerKeys } from './training-keys';

/** GET /api/user/exercise-logs: the caller's logs, newest first. */
export const getMyLogs = () => readJson<ExerciseLog[]>('/api/user/exercise-logs', 'Failed to fetch exercise logs');

export const myLogsQueryOptions = () => queryOptions({ queryKey: trackerKeys.logs(), queryFn: getMyLogs });

export const useMyLogs = () => useQuery(myLogsQueryOptions());
