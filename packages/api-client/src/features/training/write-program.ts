import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProgramInput, WorkoutProgram } from '@wsms/contracts';
import { writeJson } from './request';
import { programKeys } from './training-keys';

/** POST /api/workout-programs (spec 8: 'Failed to create workout program' when the server says nothing). */
export const createProgram = (input: ProgramInput) =>
  writeJson<WorkoutProgram>('POST', '/api/workout-programs', input, 'Failed to create workout program');

/** PATCH /api/workout-programs/{id}. */
export const updateProgram = ({ id, changes }: { id: string; changes: Partial<ProgramInput> }) =>
  writeJson<WorkoutProgram>('PATCH', `/api/workout-programs/${encodeURIComponent(id)}`, changes, 'Failed to update workout program');

function useProgramMutation<V>(run: (vars: V) => Promise<WorkoutProgram>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => queryClient.invalidateQueries({ queryKey: programKeys.all }) });
}

export const useCreateProgram = () => useProgramMutation(createProgram);
export const useUpdateProgram = () => useProgramMutation(updateProgram);
