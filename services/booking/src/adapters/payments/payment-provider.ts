/** What a provider needs to start paying for one held booking. */
export interface CheckoutRequest {
  bookingId: string;
  amountCents: number;
  description: string;
  /** Date, time and place, shown under the description. */
  details: string;
  clientEmail: string;
  /** The checkout link's key: it goes into the URLs the visitor is sent to, never stored in clear. */
  viewKey: string;
  /** The site's public origin (PUBLIC_URL), for pages another site sends the visitor back to. */
  returnOrigin: string;
}

/** What a provider needs to sell a package of sessions (its credits are issued once it is paid). */
export interface PurchaseCheckoutRequest {
  purchaseId: string;
  amountCents: number;
  description: string;
  clientEmail: string;
  returnOrigin: string;
}

export interface PaymentProvider {
  readonly name: 'embedded' | 'stripe';
  createCheckout(request: CheckoutRequest): Promise<{ url: string; sessionId?: string }>;
  /** A payment page for a package purchase; the embedded provider has none (paid at the gym). */
  createPurchaseCheckout(request: PurchaseCheckoutRequest): Promise<{ url: string; sessionId: string }>;
  /** Best effort: stop a provider session from taking money for a released hold. */
  cancelCheckout(sessionId: string): Promise<void>;
  /** The provider's page where a pending booking can still be paid, or null once that session is over. */
  resumeCheckout(sessionId: string): Promise<string | null>;
  /**
   * Gives a payment back in full. The idempotency key makes a retried refund (after a crash or a
   * timeout) refund once. Answers the provider's refund id.
   */
  refund(request: RefundRequest): Promise<{ id: string }>;
}

export interface RefundRequest {
  /** What the payment was recorded as: a payment intent (pi_…) or, failing that, the checkout session (cs_…). */
  paymentReference: string;
  idempotencyKey: string;
}

/** The site's page a payment provider sends the visitor back to (the key lets that page read the booking). */
export const bookingResultPath = (outcome: 'success' | 'cancelled', bookingId: string, key: string) =>
  `/private-classes?booking=${outcome}&bookingId=${encodeURIComponent(bookingId)}&key=${encodeURIComponent(key)}`;

/** Where the payment provider sends a package buyer back to: the portal's credits. */
export const purchaseResultPath = (outcome: 'success' | 'cancelled', purchaseId: string) =>
  `/client-portal?tab=credits&purchase=${outcome}&purchaseId=${encodeURIComponent(purchaseId)}`;
