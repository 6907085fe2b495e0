import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, callApi } from '@wsms/api-client/session';
import type { BookingCheckoutResponse, BookingFormValues } from '@wsms/contracts';
import * as booking from '../../generated/booking-routes';
import { availabilityKeys, bookingKeys, creditKeys } from './booking-keys';

export interface CheckoutBody {
  bookingData: BookingFormValues;
  instructorId: string;
  /** The Turnstile widget's answer, when the bot check is configured. */
  turnstileToken?: string;
  /** 'credit': a verified client's own booking, paid with a package credit and confirmed at once. */
  paymentMethod?: 'credit';
}

const fallback = 'Unable to process payment. Please try again.';

/** A held booking and the URL of its payment page (paid with a credit: a confirmed booking and its success page). */
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
    onSettled: async (_data, _error, body) => {
      await queryClient.invalidateQueries({ queryKey: availabilityKeys.instructor(body.instructorId) });
      // A credit booking is confirmed at once: the balance and the client's sessions changed.
      if (body.paymentMethod === 'credit') await Promise.all([creditKeys.all, bookingKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
