export type BookingOutcome = 'success' | 'cancelled';

/**
 * Where the checkout sends the visitor back to (Stripe's success and cancel URLs have the same
 * shape); the booking's key travels along so that page may read the booking.
 */
export const bookingResultUrl = (outcome: BookingOutcome, bookingId: string, key: string) =>
  `/private-classes?booking=${outcome}&bookingId=${encodeURIComponent(bookingId)}&key=${encodeURIComponent(key)}`;
