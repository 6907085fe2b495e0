import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@wsms/api-client/session';
import type { CompleteExerciseInput, WorkoutProgress } from '@wsms/contracts';
import * as content from '../../generated/content-routes';
import { trackerKeys } from './training-keys';

const fallback = 'Failed to update progress';

export const completeExercise = (programId: string, input: CompleteExerciseInput) =>
  callApi(content.completeExercise, { params: { programId }, body: input }, { fallback });

export const setWeek = (programId: string, currentWeek: number) =>
  callApi(content.setWeek, { params: { programId }, body: { currentWeek } }, { fallback });

function useProgressMutation<V>(run: (vars: V) => Promise<WorkoutProgress>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    // The summary's week figures follow the ticks too.
    onSuccess: () => Promise.all([trackerKeys.progress(), trackerKeys.summaries()].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/** Mark an exercise done (or not) for the current week. */
export const useCompleteExercise = () =>
  useProgressMutation(({ programId, ...input }: CompleteExerciseInput & { programId: string }) => completeExercise(programId, input));

/** Move to another week of a program. */
export const useSetWeek = () => useProgressMutation(({ programId, currentWeek }: { programId: string; currentWeek: number }) => setWeek(programId, currentWeek));
