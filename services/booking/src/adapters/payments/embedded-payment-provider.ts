import type { PaymentProvider } from './payment-provider';

/**
 * No payment platform configured: the site's own checkout page, where the booker confirms and pays at
 * the gym. The URL is relative: the browser that asked stays on the host it is on.
 */
export function embeddedPaymentProvider(): PaymentProvider {
  return {
    name: 'embedded',
    createCheckout: async ({ bookingId, viewKey }) => ({
      url: `/checkout/${encodeURIComponent(bookingId)}?key=${encodeURIComponent(viewKey)}`,
    }),
    createPurchaseCheckout: async () => {
      throw new Error('No payment provider is configured: packages are paid at the gym');
    },
    cancelCheckout: async () => undefined,
    resumeCheckout: async () => null,
    // Nothing was taken online: an at-the-gym booking is settled at the gym.
    refund: async () => {
      throw new Error('No payment provider is configured: nothing to refund online');
    },
  };
}
