import type { PaymentProvider } from './payment-provider';

/** No payment platform configured: the site's own checkout page confirms or cancels the hold. */
export function embeddedPaymentProvider(publicUrl: string): PaymentProvider {
  return {
    name: 'embedded',
    createCheckout: async ({ bookingId }) => ({ url: `${publicUrl}/checkout/${encodeURIComponent(bookingId)}` }),
    cancelCheckout: async () => undefined,
  };
}
