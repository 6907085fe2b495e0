import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type RouteBodyOf } from '@wsms/api-client/session';
import * as catalog from '../../generated/catalog-routes';
import { staffKeys } from './catalog-keys';

/** Both lists follow: the admin's full one and the team page's public one. */
function useRefreshStaff() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: staffKeys.all });
}

/** A new staff member (no id), or the changes to one. */
export type SaveStaff =
  | { id?: undefined; input: RouteBodyOf<typeof catalog.createStaff> }
  | { id: string; input: RouteBodyOf<typeof catalog.updateStaff> };

export function useSaveStaff() {
  const refresh = useRefreshStaff();
  return useMutation({
    mutationFn: (save: SaveStaff) =>
      save.id === undefined
        ? callApi(catalog.createStaff, { body: save.input }, { failure: 'Failed to create staff member' })
        : callApi(catalog.updateStaff, { params: { id: save.id }, body: save.input }, { failure: 'Failed to update staff member' }),
    onSuccess: refresh,
  });
}

export function useDeleteStaff() {
  const refresh = useRefreshStaff();
  return useMutation({
    mutationFn: (id: string) => callApi(catalog.deleteStaff, { params: { id } }, { failure: 'Failed to delete staff member' }),
    onSuccess: refresh,
  });
}
