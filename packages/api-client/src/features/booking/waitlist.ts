import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@wsms/api-client/session';
import type { PaymentMethod, WaitlistJoinInput } from '@wsms/contracts';
import * as booking from '../../generated/booking-routes';
import { availabilityKeys, bookingKeys, waitlistKeys } from './booking-keys';

/** The signed-in client's waitlist entries (with an open offer while there is one). */
export const getMyWaitlist = () => callApi(booking.myWaitlist, undefined, { failure: 'Failed to fetch your waitlist' });
export const myWaitlistQueryOptions = () => queryOptions({ queryKey: waitlistKeys.mine(), queryFn: getMyWaitlist });
export const useMyWaitlist = ({ enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...myWaitlistQueryOptions(), enabled });

/** An instructor's day (staff: their own; admins name one). */
export const useInstructorWaitlist = (date: string, instructorId?: string) =>
  useQuery({
    queryKey: waitlistKeys.day(date, instructorId),
    queryFn: () => callApi(booking.instructorWaitlist, { query: { date, instructorId } }, { failure: 'Failed to fetch the waitlist' }),
  });

/** Waitlist writes change the client's entries, and a claim or a leave also free times and bookings. */
function useWaitlistWrite<V, R>(run: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      void Promise.all([waitlistKeys.all, availabilityKeys.all, bookingKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}

export const useJoinWaitlist = () =>
  useWaitlistWrite((body: WaitlistJoinInput) => callApi(booking.joinWaitlist, { body }, { fallback: 'Failed to join the waitlist' }));

export const useLeaveWaitlist = () =>
  useWaitlistWrite((id: string) => callApi(booking.leaveWaitlist, { params: { id } }, { fallback: 'Failed to leave the waitlist' }));

export const useClaimWaitlistOffer = () =>
  useWaitlistWrite(({ id, paymentMethod }: { id: string; paymentMethod?: PaymentMethod }) =>
    callApi(booking.claimWaitlistOffer, { params: { id }, body: paymentMethod ? { paymentMethod } : {} }, { fallback: 'Failed to claim the seat' }),
  );
