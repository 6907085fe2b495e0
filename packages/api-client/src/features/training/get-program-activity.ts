import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProgramActivity } from '@wsms/contracts';
import { readJson } from './request';
import { programKeys } from './training-keys';

/** GET /api/workout-programs/{id}/activity: the assigned client's compliance and recent logs (for the coach). */
export const getProgramActivity = (programId: string) =>
  readJson<ProgramActivity>(`/api/workout-programs/${encodeURIComponent(programId)}/activity`, 'Failed to fetch client activity');

export const programActivityQueryOptions = (programId: string) =>
  queryOptions({ queryKey: programKeys.activity(programId), queryFn: () => getProgramActivity(programId) });

export const useProgramActivity = (programId: string) => useQuery(programActivityQueryOptions(programId));
