import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckoutSummary } from '@wsms/contracts';
import { availabilityKeys, bookingKeys, checkoutKeys } from './booking-keys';
import { serverError } from './read-error';

type Action = 'pay' | 'cancel';

const fallbacks: Record<Action, string> = {
  pay: 'Unable to process payment. Please try again.',
  cancel: 'Unable to cancel this booking. Please try again.',
};

/** The embedded checkout's Pay (confirms the booking) or Cancel (releases its hold). */
export async function settleCheckout(bookingId: string, action: Action): Promise<CheckoutSummary> {
  const res = await fetch(`/api/checkout/${encodeURIComponent(bookingId)}/${action}`, { method: 'POST', credentials: 'include' });
  if (!res.ok) throw await serverError(res, fallbacks[action]);
  return (await res.json()) as CheckoutSummary;
}

export function useSettleCheckout(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: Action) => settleCheckout(bookingId, action),
    onSuccess: (summary) => queryClient.setQueryData(checkoutKeys.detail(bookingId), summary),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
        queryClient.invalidateQueries({ queryKey: availabilityKeys.all, predicate: (query) => query.queryKey[2] === 'availability' }),
      ]),
  });
}
