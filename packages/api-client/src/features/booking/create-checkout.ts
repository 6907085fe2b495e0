import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, callApi } from '@wsms/api-client/session';
import type { BookingCheckoutResponse, BookingFormValues } from '@wsms/contracts';
import * as booking from '../../generated/booking-routes';
import { availabilityKeys } from './booking-keys';

export interface CheckoutBody {
  bookingData: BookingFormValues;
  instructorId: string;
  /** The Turnstile widget's answer, when the bot check is configured. */
  turnstileToken?: string;
}

const fallback = 'Unable to process payment. Please try again.';

/** A held booking and the URL of its payment page. */
export async function createBookingCheckout(body: CheckoutBody): Promise<BookingCheckoutResponse> {
  const reply: Partial<BookingCheckoutResponse> | undefined = await callApi(booking.startCheckout, { body }, { fallback });
  // Without a payment page to go to, the visitor is told so instead of waiting on a redirect that never comes.
  if (typeof reply?.checkoutUrl !== 'string' || !reply.checkoutUrl) throw new ApiError(502, fallback);
  return reply as BookingCheckoutResponse;
}

export function useCreateBookingCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBookingCheckout,
    // Taken or not, the slot list the visitor saw is out of date.
    onSettled: (_data, _error, body) =>
      queryClient.invalidateQueries({ queryKey: availabilityKeys.instructor(body.instructorId) }),
  });
}
