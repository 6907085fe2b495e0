import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type RouteBodyOf } from '@wsms/api-client/session';
import type { Instructor } from '@wsms/contracts';
import * as catalog from '../../generated/catalog-routes';
import { instructorKeys } from './catalog-keys';

/** Both lists follow an instructor's change: the admin's full one and the public pages' one (private classes, apps). */
function useRefreshInstructors() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: instructorKeys.all });
}

/** A new instructor (no id), or the changes to one. */
export type SaveInstructor =
  | { id?: undefined; input: RouteBodyOf<typeof catalog.createInstructor> }
  | { id: string; input: RouteBodyOf<typeof catalog.updateInstructor> };

export function useSaveInstructor() {
  const refresh = useRefreshInstructors();
  return useMutation({
    mutationFn: (save: SaveInstructor) =>
      save.id === undefined
        ? callApi(catalog.createInstructor, { body: save.input }, { failure: 'Failed to create instructor' })
        : callApi(catalog.updateInstructor, { params: { id: save.id }, body: save.input }, { failure: 'Failed to update instructor' }),
    onSuccess: refresh,
  });
}

type Deleted = Pick<Instructor, 'id' | 'name'>;

/**
 * `onDeleted` runs as the answer arrives, from the mutation itself: it is not lost when the admin has
 * moved to another tab meanwhile (a component's callbacks die with it), nor held back by the refresh.
 */
export function useDeleteInstructor({ onDeleted }: { onDeleted?: (instructor: Deleted) => void } = {}) {
  const refresh = useRefreshInstructors();
  return useMutation({
    mutationFn: ({ id }: Deleted) => callApi(catalog.deleteInstructor, { params: { id } }, { failure: 'Failed to delete instructor' }),
    onSuccess: (_answer, instructor) => {
      onDeleted?.(instructor);
      return refresh();
    },
  });
}
