import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@wsms/api-client/session';
import type { InstructorProfileFormValues } from '@wsms/contracts';
import * as catalog from '../../generated/catalog-routes';
import { instructorKeys } from './catalog-keys';

/** The instructor's own record (staff of that instructor, or an admin). */
export function useOwnInstructorProfile(id: string) {
  return useQuery({
    queryKey: instructorKeys.profile(id),
    queryFn: () => callApi(catalog.getInstructorProfile, { params: { id } }, { failure: 'Failed to fetch instructor data' }),
  });
}

/** Title, bio, specialties, certifications. */
export function useUpdateOwnInstructorProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: InstructorProfileFormValues }) =>
      callApi(catalog.updateInstructorProfile, { params: { id }, body: changes }, { fallback: 'Failed to update instructor' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: instructorKeys.all }),
  });
}
