import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExerciseLog, ExerciseLogInput } from '@wsms/contracts';
import { writeJson } from './request';
import { trackerKeys } from './training-keys';

/** POST /api/user/exercise-logs: a failure carries the server's message (spec 8: tracker log failure). */
export const logExercise = (input: ExerciseLogInput) =>
  writeJson<ExerciseLog>('POST', '/api/user/exercise-logs', input, 'Failed to log exercise');

export function useLogExercise() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logExercise,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: trackerKeys.logs() }),
        queryClient.invalidateQueries({ queryKey: trackerKeys.progress() }),
      ]),
  });
}
