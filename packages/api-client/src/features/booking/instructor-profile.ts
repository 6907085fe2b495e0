import { useQuery } from '@tanstack/react-query';
import { callApi } from '@wsms/api-client/session';
import * as booking from '../../generated/booking-routes';
import { instructorAreaKeys } from './booking-keys';

/** Staff: the instructor whose e-mail is theirs (404 'Instructor profile not found'); admins: the named or the first one. */
export function useInstructorProfile(instructorId?: string) {
  return useQuery({
    queryKey: instructorAreaKeys.profile(instructorId),
    queryFn: () => callApi(booking.instructorProfile, { query: { instructorId } }, { failure: 'Failed to fetch instructor data' }),
  });
}
