import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckoutSummary } from '@wsms/contracts';
import { BOOKING_KEY_HEADER } from '@wsms/contracts/booking-key';
import { availabilityKeys, bookingKeys, checkoutKeys } from './booking-keys';
import { serverError } from './read-error';

type Action = 'confirm' | 'cancel';

const fallbacks: Record<Action, string> = {
  confirm: 'Unable to confirm this booking. Please try again.',
  cancel: 'Unable to cancel this booking. Please try again.',
};

/** The embedded checkout's Confirm (payment at the session) or Cancel (releases the hold), with the booking's key. */
export async function settleCheckout(bookingId: string, key: string, action: Action): Promise<CheckoutSummary> {
  const res = await fetch(`/api/checkout/${encodeURIComponent(bookingId)}/${action}`, {
    method: 'POST',
    credentials: 'include',
    headers: { [BOOKING_KEY_HEADER]: key },
  });
  if (!res.ok) throw await serverError(res, fallbacks[action]);
  return (await res.json()) as CheckoutSummary;
}

export function useSettleCheckout(bookingId: string, key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: Action) => settleCheckout(bookingId, key, action),
    onSuccess: (summary) => queryClient.setQueryData(checkoutKeys.detail(bookingId, key), summary),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
        queryClient.invalidateQueries({ queryKey: availabilityKeys.all, predicate: (query) => query.queryKey[2] === 'availability' }),
      ]),
  });
}
