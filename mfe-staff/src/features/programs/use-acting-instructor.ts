import { useQuery } from '@tanstack/react-query';
import type { InstructorProfile } from '@wsms/contracts';

/**
 * The instructor record the signed-in staff member acts on (GET /api/instructor/profile), for the
 * dashboard page until its own instructor loading lands; the Programs tab itself only takes the result.
 */
export function useActingInstructor() {
  return useQuery({
    queryKey: ['/api/instructor/profile'],
    queryFn: async (): Promise<InstructorProfile> => {
      const res = await fetch('/api/instructor/profile', { credentials: 'include' });
      if (res.status === 404) throw new Error('Instructor profile not found');
      if (!res.ok) throw new Error('Failed to fetch instructor data');
      return (await res.json()) as InstructorProfile;
    },
  });
}
