import Stripe from 'stripe';
import { bookingResultPath, purchaseResultPath, type PaymentProvider } from './payment-provider';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  apiBase?: string;
  expiresMinutes: number;
}

export type StripeEvent = Stripe.Event;

function clientOptions(apiBase?: string): Stripe.StripeConfig {
  if (!apiBase) return { maxNetworkRetries: 1, timeout: 10_000 };
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)), protocol, maxNetworkRetries: 0 };
}

export function stripePaymentProvider(settings: StripeSettings) {
  const stripe = new Stripe(settings.secretKey, clientOptions(settings.apiBase));
  const provider: PaymentProvider = {
    name: 'stripe',
    async createCheckout({ bookingId, amountCents, description, details, clientEmail, viewKey, returnOrigin }) {
      const back = (outcome: 'success' | 'cancelled') => `${returnOrigin}${bookingResultPath(outcome, bookingId, viewKey)}`;
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: { currency: 'usd', unit_amount: amountCents, product_data: { name: description, description: details } },
          },
        ],
        metadata: { bookingId },
        client_reference_id: bookingId,
        customer_email: clientEmail,
        success_url: `${back('success')}&session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: back('cancelled'),
        // Stripe's own clock and minimum (30 minutes); our hold expires earlier, in our code.
        expires_at: Math.floor(Date.now() / 1000) + settings.expiresMinutes * 60,
      });
      if (!session.url) throw new Error('Stripe answered a checkout session without a URL');
      return { url: session.url, sessionId: session.id };
    },
    async createPurchaseCheckout({ purchaseId, amountCents, description, clientEmail, returnOrigin }) {
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: amountCents, product_data: { name: description } } }],
        metadata: { purchaseId },
        client_reference_id: purchaseId,
        customer_email: clientEmail,
        success_url: `${returnOrigin}${purchaseResultPath('success', purchaseId)}`,
        cancel_url: `${returnOrigin}${purchaseResultPath('cancelled', purchaseId)}`,
        expires_at: Math.floor(Date.now() / 1000) + settings.expiresMinutes * 60,
      });
      if (!session.url) throw new Error('Stripe answered a checkout session without a URL');
      return { url: session.url, sessionId: session.id };
    },
    async cancelCheckout(sessionId) {
      await stripe.checkout.sessions.expire(sessionId);
    },
    async resumeCheckout(sessionId) {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      return session.status === 'open' ? session.url : null;
    },
    async refund({ paymentReference, idempotencyKey }) {
      let paymentIntent = paymentReference;
      if (paymentReference.startsWith('cs_')) {
        const session = await stripe.checkout.sessions.retrieve(paymentReference);
        const intent = session.payment_intent;
        if (!intent) throw new Error(`Stripe session ${paymentReference} has no payment to refund`);
        paymentIntent = typeof intent === 'string' ? intent : intent.id;
      }
      const refund = await stripe.refunds.create({ payment_intent: paymentIntent }, { idempotencyKey });
      return { id: refund.id };
    },
  };
  return {
    provider,
    /** Throws unless the raw body carries a valid Stripe-Signature for our webhook secret. */
    parseWebhook: (rawBody: Buffer, signature: string): StripeEvent =>
      stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret),
  };
}
