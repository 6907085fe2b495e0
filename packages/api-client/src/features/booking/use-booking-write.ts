import { useMutation, useQueryClient } from '@tanstack/react-query';
import { availabilityKeys, bookingKeys, creditKeys, instructorAreaKeys } from './booking-keys';

/**
 * A change to seats or sessions: afterwards what both sides read (their bookings, the instructor
 * area, free times, credits) is read again. Not awaited: the caller's own callbacks run first, before a
 * refetch may unmount the component that started the change (a cancelled session leaves the
 * Upcoming list, and with it its dialog).
 */
export function useBookingWrite<V, R>(run: (vars: V) => Promise<R>, { bookings = true } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      // A cancel, a no-show or a waive may return or forfeit a package credit.
      const keys = [instructorAreaKeys.all, availabilityKeys.all, creditKeys.all, ...(bookings ? [bookingKeys.all] : [])];
      void Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
