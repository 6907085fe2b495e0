import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckoutSummary } from '@wsms/contracts';
import { BOOKING_KEY_HEADER } from '@wsms/contracts/booking-key';
import { checkoutKeys } from './booking-keys';
import { serverError } from './read-error';

/** GET /api/checkout/:bookingId with the booking's key (from the link): what the checkout and result pages show. */
export async function getCheckoutSummary(bookingId: string, key: string): Promise<CheckoutSummary> {
  const res = await fetch(`/api/checkout/${encodeURIComponent(bookingId)}`, { credentials: 'include', headers: { [BOOKING_KEY_HEADER]: key } });
  if (!res.ok) throw await serverError(res, 'Failed to fetch booking');
  return (await res.json()) as CheckoutSummary;
}

// A hold's state moves on its own (it expires), so this read is never served from an old cache.
export const checkoutSummaryQueryOptions = (bookingId: string, key: string) =>
  queryOptions({ queryKey: checkoutKeys.detail(bookingId, key), queryFn: () => getCheckoutSummary(bookingId, key), staleTime: 0 });

export function useCheckoutSummary(bookingId: string, key: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...checkoutSummaryQueryOptions(bookingId, key), enabled });
}
