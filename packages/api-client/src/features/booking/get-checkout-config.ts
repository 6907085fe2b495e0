import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckoutConfig } from '@wsms/contracts';
import { getJson } from '../../lib/query-fn';
import { bookingKeys } from './booking-keys';

/** Whether the booking form shows the bot check: a Turnstile site key, or null. */
export const getCheckoutConfig = async () => (await getJson<CheckoutConfig>('/api/bookings/checkout/config')) as CheckoutConfig;

export const checkoutConfigQueryOptions = () => queryOptions({ queryKey: bookingKeys.checkoutConfig(), queryFn: getCheckoutConfig });

export function useCheckoutConfig() {
  return useQuery(checkoutConfigQueryOptions());
}
