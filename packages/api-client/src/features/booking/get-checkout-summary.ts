import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckoutSummary } from '@wsms/contracts';
import { checkoutKeys } from './booking-keys';
import { serverError } from './read-error';

/** GET /api/checkout/:bookingId: what the embedded checkout and the success screen show. */
export async function getCheckoutSummary(bookingId: string): Promise<CheckoutSummary> {
  const res = await fetch(`/api/checkout/${encodeURIComponent(bookingId)}`, { credentials: 'include' });
  if (!res.ok) throw await serverError(res, 'Failed to fetch booking');
  return (await res.json()) as CheckoutSummary;
}

// A hold's state moves on its own (it expires), so this read is never served from an old cache.
export const checkoutSummaryQueryOptions = (bookingId: string) =>
  queryOptions({ queryKey: checkoutKeys.detail(bookingId), queryFn: () => getCheckoutSummary(bookingId), staleTime: 0 });

export function useCheckoutSummary(bookingId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...checkoutSummaryQueryOptions(bookingId), enabled });
}
