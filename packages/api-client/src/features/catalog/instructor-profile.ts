import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Instructor, InstructorProfileFormValues } from '@wsms/contracts';
import { ApiError, messageFromBody } from '../../lib/api-error';
import { instructorKeys } from './catalog-keys';
import { READ_INIT } from '../../lib/read-init';

const profilePath = (id: string) => `/api/instructors/${encodeURIComponent(id)}/profile`;

/** GET /api/instructors/:id/profile: the instructor's own record (staff of that instructor, or an admin). */
export function useOwnInstructorProfile(id: string) {
  return useQuery({
    queryKey: [...instructorKeys.all, id, 'profile'],
    queryFn: async () => {
      const res = await fetch(profilePath(id), READ_INIT);
      if (!res.ok) throw new ApiError(res.status, 'Failed to fetch instructor data');
      return (await res.json()) as Instructor;
    },
  });
}

/** PUT /api/instructors/:id/profile: title, bio, specialties, certifications. */
export function useUpdateOwnInstructorProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, changes }: { id: string; changes: InstructorProfileFormValues }) => {
      const res = await fetch(profilePath(id), {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(changes),
        credentials: 'include',
      });
      if (!res.ok) {
        const text = await res.text().catch(() => '');
        throw new ApiError(res.status, messageFromBody(text).trim() || 'Failed to update instructor', text);
      }
      return (await res.json()) as Instructor;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: instructorKeys.all }),
  });
}
