import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@wsms/api-client/session';
import type { ExerciseLogInput } from '@wsms/contracts';
import * as content from '../../generated/content-routes';
import { trackerKeys } from './training-keys';

/** A failure carries the server's message (spec 8: tracker log failure shows it). */
export const logExercise = (input: ExerciseLogInput) => callApi(content.logExercise, { body: input }, { fallback: 'Failed to log exercise' });

export function useLogExercise() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logExercise,
    onSuccess: () =>
      Promise.all([trackerKeys.logs(), trackerKeys.progress(), trackerKeys.summaries()].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
