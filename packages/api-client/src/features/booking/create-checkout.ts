import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingCheckoutResponse, BookingFormValues } from '@wsms/contracts';
import { ApiError } from '../../lib/api-error';
import { postJson } from '../../lib/post-json';
import { availabilityKeys } from './booking-keys';
import { serverError } from './read-error';

export interface CheckoutBody {
  bookingData: BookingFormValues;
  instructorId: string;
  /** The Turnstile widget's answer, when the bot check is configured. */
  turnstileToken?: string;
}

/** POST /api/bookings/checkout: a held booking and the URL of its payment page. */
export async function createBookingCheckout(body: CheckoutBody): Promise<BookingCheckoutResponse> {
  const fallback = 'Unable to process payment. Please try again.';
  const res = await postJson('/api/bookings/checkout', body, fallback);
  if (!res.ok) throw await serverError(res, fallback);
  const reply = (await res.json().catch(() => null)) as Partial<BookingCheckoutResponse> | null;
  // Without a payment page to go to, the visitor is told so instead of waiting on a redirect that never comes.
  if (typeof reply?.checkoutUrl !== 'string' || !reply.checkoutUrl) throw new ApiError(res.status, fallback);
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
