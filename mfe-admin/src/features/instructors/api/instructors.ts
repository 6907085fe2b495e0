import { useMutation, useQueryClient } from '@tanstack/react-query';
import { instructorKeys } from '@wsms/api-client/catalog';
import type { Instructor, InstructorCreateInput, InstructorUpdateInput } from '@wsms/contracts';
import { toast } from '@wsms/ui';
import { adminKeys } from '../../../api/admin-keys';
import { writeJson } from '../../../api/request';

function useRefreshInstructors() {
  const queryClient = useQueryClient();
  // The public pages (private classes, apps) read instructors from the same cache.
  return () => Promise.all([adminKeys.instructors(), instructorKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

const path = (id: string) => `/api/instructors/${encodeURIComponent(id)}`;

export function useSaveInstructor() {
  const refresh = useRefreshInstructors();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: InstructorCreateInput | InstructorUpdateInput }) =>
      id
        ? writeJson<Instructor>('PUT', path(id), input, 'Failed to update instructor')
        : writeJson<Instructor>('POST', '/api/instructors', input, 'Failed to create instructor'),
    onSuccess: refresh,
  });
}

/**
 * The success toast is the mutation's own, shown as the answer arrives: it is not lost when the admin
 * has moved to another tab meanwhile (a component's callbacks die with it), nor held back by the refresh.
 */
export function useDeleteInstructor() {
  const refresh = useRefreshInstructors();
  return useMutation({
    mutationFn: ({ id }: Pick<Instructor, 'id' | 'name'>) => writeJson<void>('DELETE', path(id), undefined, 'Failed to delete instructor'),
    onSuccess: (_answer, { name }) => {
      toast({ title: 'Instructor deleted', description: `${name} was deleted.` });
      return refresh();
    },
  });
}
