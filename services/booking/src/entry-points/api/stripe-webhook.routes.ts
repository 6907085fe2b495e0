import express, { Router } from 'express';
import { bookingApi } from '@wsms/contracts/api';
import { badRequest, route } from '@wsms/service-kit';
import type { StripeEvent } from '../../adapters/payments/stripe-payment-provider';
import { cancelCheckout } from '../../domain/checkout/cancel-checkout.use-case';
import { recordPayment } from '../../domain/checkout/confirm-booking.use-case';
import { recordPurchasePayment, type PurchaseDeps } from '../../domain/credits/purchase.use-case';
import type { HoldLifecycleDeps } from '../../domain/seats/hold-lifecycle';

type SessionObject = { id: string; metadata?: Record<string, string> | null; payment_status?: string; payment_intent?: unknown };

type WebhookDeps = HoldLifecycleDeps & PurchaseDeps;

async function handle(deps: WebhookDeps, event: StripeEvent) {
  const session = event.data.object as SessionObject;
  if (!event.type.startsWith('checkout.session.')) return;
  const paid =
    (event.type === 'checkout.session.completed' && session.payment_status !== 'unpaid') ||
    event.type === 'checkout.session.async_payment_succeeded';
  const ended = event.type === 'checkout.session.expired' || event.type === 'checkout.session.async_payment_failed';
  const purchaseId = session.metadata?.purchaseId;
  // A package purchase: its credits are issued once, however often Stripe delivers the event.
  if (purchaseId && (paid || ended)) return recordPurchasePayment(deps, purchaseId, paid ? 'paid' : 'cancelled', session.id);
  const bookingId = session.metadata?.bookingId;
  if (!bookingId) return;
  if (paid) {
    const reference = typeof session.payment_intent === 'string' ? session.payment_intent : session.id;
    await recordPayment(deps, bookingId, reference);
  } else if (ended) {
    await cancelCheckout(deps, bookingId).catch((err: unknown) => deps.logger.warn({ err, bookingId }, 'release on Stripe event skipped'));
  }
}

/** Mounted before JSON parsing: the signature covers the raw bytes. */
export function stripeWebhookRoutes(deps: WebhookDeps, parseWebhook: (raw: Buffer, signature: string) => StripeEvent) {
  const router = Router();
  const rawJson = express.raw({ type: 'application/json', limit: '1mb' });
  route(
    router,
    bookingApi.stripeWebhook,
    async ({ body, req }) => {
      const signature = req.headers['stripe-signature'];
      let event: StripeEvent;
      try {
        if (typeof signature !== 'string' || !Buffer.isBuffer(body)) throw new Error('unsigned');
        event = parseWebhook(body, signature);
      } catch {
        throw badRequest('Invalid Stripe signature');
      }
      await handle(deps, event);
      return { received: true as const };
    },
    { before: [rawJson] },
  );
  return router;
}
