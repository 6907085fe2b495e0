import { useMutation, useQueryClient } from '@tanstack/react-query';
import { instructorKeys } from '@wsms/api-client/catalog';
import type { Instructor, InstructorCreateInput, InstructorUpdateInput } from '@wsms/contracts';
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

export function useDeleteInstructor() {
  const refresh = useRefreshInstructors();
  return useMutation({
    mutationFn: (id: string) => writeJson<void>('DELETE', path(id), undefined, 'Failed to delete instructor'),
    onSuccess: refresh,
  });
}
