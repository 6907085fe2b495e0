export type BookingOutcome = 'success' | 'cancelled';

/** Where the payment page sends the visitor back to; Stripe's success and cancel URLs are the same. */
export const bookingResultUrl = (outcome: BookingOutcome, bookingId: string) =>
  `/private-classes?booking=${outcome}&bookingId=${encodeURIComponent(bookingId)}`;
