import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompleteExerciseInput, WorkoutProgress } from '@wsms/contracts';
import { writeJson } from './request';
import { trackerKeys } from './training-keys';

const progressPath = (programId: string) => `/api/user/workout-progress/${encodeURIComponent(programId)}`;

export const completeExercise = (programId: string, input: CompleteExerciseInput) =>
  writeJson<WorkoutProgress>('POST', `${progressPath(programId)}/completed-exercises`, input, 'Failed to update progress');

export const setWeek = (programId: string, currentWeek: number) =>
  writeJson<WorkoutProgress>('PUT', `${progressPath(programId)}/week`, { currentWeek }, 'Failed to update progress');

function useProgressMutation<V>(run: (vars: V) => Promise<WorkoutProgress>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trackerKeys.progress() }),
  });
}

/** Mark an exercise done (or not) for the current week. */
export const useCompleteExercise = () =>
  useProgressMutation(({ programId, ...input }: CompleteExerciseInput & { programId: string }) => completeExercise(programId, input));

/** Move to another week of a program. */
export const useSetWeek = () => useProgressMutation(({ programId, currentWeek }: { programId: string; currentWeek: number }) => setWeek(programId, currentWeek));
