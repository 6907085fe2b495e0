/** What a provider needs to start paying for one held booking. */
export interface CheckoutRequest {
  bookingId: string;
  amountCents: number;
  description: string;
  /** Date, time and place, shown under the description. */
  details: string;
  clientEmail: string;
}

export interface PaymentProvider {
  readonly name: 'embedded' | 'stripe';
  createCheckout(request: CheckoutRequest): Promise<{ url: string; sessionId?: string }>;
  /** Best effort: stop a provider session from taking money for a released hold. */
  cancelCheckout(sessionId: string): Promise<void>;
}
