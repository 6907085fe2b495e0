import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@wsms/api-client/session';
import { BOOKING_KEY_HEADER } from '@wsms/contracts/booking-key';
import type { ConsentSignInput } from '@wsms/contracts';
import * as booking from '../../generated/booking-routes';
import { checkoutKeys } from './booking-keys';

/** Whether the booking's client still has to sign the consent form in force (the confirmation page), with the booking's key. */
export const getCheckoutConsent = (bookingId: string, key: string) =>
  callApi(booking.checkoutConsent, { params: { bookingId } }, { fallback: 'Failed to fetch the consent form', headers: { [BOOKING_KEY_HEADER]: key } });

export const checkoutConsentQueryOptions = (bookingId: string, key: string) =>
  queryOptions({ queryKey: checkoutKeys.consent(bookingId, key), queryFn: () => getCheckoutConsent(bookingId, key), staleTime: 0 });

export const useCheckoutConsent = (bookingId: string, key: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...checkoutConsentQueryOptions(bookingId, key), enabled });

export function useSignCheckoutConsent(bookingId: string, key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConsentSignInput) =>
      callApi(booking.signCheckoutConsent, { params: { bookingId }, body }, { fallback: 'Failed to sign the consent form', headers: { [BOOKING_KEY_HEADER]: key } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: checkoutKeys.consent(bookingId, key) }),
  });
}
