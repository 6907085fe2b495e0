import { useCurrentUser } from '@wsms/api-client';
import { useInstructorProfile } from '@wsms/api-client/booking';
import { useSearchParams } from 'react-router';

/**
 * The instructor the dashboard shows (spec 6): staff see the one with their e-mail; an admin sees the
 * one named in ?instructor= (they may switch), else the one with their e-mail, else the first.
 */
export function useActingInstructor() {
  const { data: user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const isAdmin = user?.role === 'admin';
  const chosen = isAdmin ? (params.get('instructor') ?? undefined) : undefined;
  const profile = useInstructorProfile(chosen);
  const choose = (instructorId: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('instructor', instructorId);
      return next;
    }, { replace: true });
  return { profile, isAdmin, choose };
}
