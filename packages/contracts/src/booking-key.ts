// No zod here: the booking pages' first visit imports this.

/**
 * A booking's capability key, sent as this header to the checkout calls (never in a URL the
 * services log). The checkout link carries the view key; the e-mailed link the confirm key.
 */
export const BOOKING_KEY_HEADER = 'x-booking-key';
