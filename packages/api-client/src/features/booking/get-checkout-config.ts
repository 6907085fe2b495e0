import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@wsms/api-client/session';
import * as booking from '../../generated/booking-routes';
import { bookingKeys } from './booking-keys';

/** Whether the booking form shows the bot check: a Turnstile site key, or null. */
export const getCheckoutConfig = () => callApi(booking.checkoutConfig);

export const checkoutConfigQueryOptions = () => queryOptions({ queryKey: bookingKeys.checkoutConfig(), queryFn: getCheckoutConfig });

export function useCheckoutConfig() {
  return useQuery(checkoutConfigQueryOptions());
}
