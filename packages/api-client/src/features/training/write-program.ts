import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@wsms/api-client/session';
import type { ProgramInput, WorkoutProgram } from '@wsms/contracts';
import * as content from '../../generated/content-routes';
import { programKeys } from './training-keys';

/** Spec 8: 'Failed to create workout program' when the server says nothing. */
export const createProgram = (input: ProgramInput) =>
  callApi(content.createProgram, { body: input }, { fallback: 'Failed to create workout program' });

export const updateProgram = ({ id, changes }: { id: string; changes: Partial<ProgramInput> }) =>
  callApi(content.updateProgram, { params: { id }, body: changes }, { fallback: 'Failed to update workout program' });

function useProgramMutation<V>(run: (vars: V) => Promise<WorkoutProgram>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => queryClient.invalidateQueries({ queryKey: programKeys.all }) });
}

export const useCreateProgram = () => useProgramMutation(createProgram);
export const useUpdateProgram = () => useProgramMutation(updateProgram);
