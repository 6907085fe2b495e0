import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@wsms/api-client/session';
import { BOOKING_KEY_HEADER } from '@wsms/contracts/booking-key';
import * as booking from '../../generated/booking-routes';
import { availabilityKeys, bookingKeys, checkoutKeys } from './booking-keys';

type Action = 'confirm' | 'cancel';

/** The embedded checkout's Confirm (payment at the session) or Cancel (releases the hold), with the booking's key. */
export function settleCheckout(bookingId: string, key: string, action: Action) {
  const headers = { [BOOKING_KEY_HEADER]: key };
  return action === 'confirm'
    ? callApi(booking.confirmCheckout, { params: { bookingId } }, { fallback: 'Unable to confirm this booking. Please try again.', headers })
    : callApi(booking.cancelCheckout, { params: { bookingId } }, { fallback: 'Unable to cancel this booking. Please try again.', headers });
}

export function useSettleCheckout(bookingId: string, key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: Action) => settleCheckout(bookingId, key, action),
    onSuccess: (summary) => queryClient.setQueryData(checkoutKeys.detail(bookingId, key), summary),
    onSettled: () =>
      Promise.all([bookingKeys.all, availabilityKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
