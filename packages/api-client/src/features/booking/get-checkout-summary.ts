import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@wsms/api-client/session';
import { BOOKING_KEY_HEADER } from '@wsms/contracts/booking-key';
import * as booking from '../../generated/booking-routes';
import { checkoutKeys } from './booking-keys';

/** What the checkout and result pages show, asked with the booking's key (from the link). */
export const getCheckoutSummary = (bookingId: string, key: string) =>
  callApi(booking.getCheckout, { params: { bookingId } }, { fallback: 'Failed to fetch booking', headers: { [BOOKING_KEY_HEADER]: key } });

// A hold's state moves on its own (it expires), so this read is never served from an old cache.
export const checkoutSummaryQueryOptions = (bookingId: string, key: string) =>
  queryOptions({ queryKey: checkoutKeys.detail(bookingId, key), queryFn: () => getCheckoutSummary(bookingId, key), staleTime: 0 });

export function useCheckoutSummary(bookingId: string, key: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...checkoutSummaryQueryOptions(bookingId, key), enabled });
}
