import { createHmac, timingSafeEqual } from 'node:crypto';
import { shopifyOrderWebhookSchema, shopifyWebhookMessages as m } from '@wsms/contracts';
import { AppError, notFound, parseOrThrow } from '@wsms/service-kit';
import type { TrainingDirectory } from '../../adapters/training-directory';
import type { DigitalProductRepository } from '../../data-access/digital/digital-product-repository';
import type { DigitalPurchaseRepository } from '../../data-access/digital/digital-purchase-repository';

/** Shopify's scheme: base64 of the HMAC-SHA256 of the raw body, compared in constant time. */
export function shopifySignatureMatches(raw: Buffer, signature: unknown, secret: string): boolean {
  if (typeof signature !== 'string') return false;
  const expected = createHmac('sha256', secret).update(raw).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const variantGid = (id: number | string) => (String(id).startsWith('gid://') ? String(id) : `gid://shopify/ProductVariant/${id}`);

/**
 * Records every order line of a digital product for the account with the order's e-mail. Only a
 * verified address counts (nothing is matched to an account by an e-mail its owner has not proven).
 */
export function recordShopifyOrder(deps: { products: DigitalProductRepository; purchases: DigitalPurchaseRepository; directory: TrainingDirectory }) {
  return async (raw: Buffer, signature: unknown, secret: string | undefined) => {
    // Shopify is not connected here: the webhook does not exist for this server (no 5xx: nothing is wrong).
    if (!secret) throw notFound(m.notConfigured);
    if (!shopifySignatureMatches(raw, signature, secret)) throw new AppError('bad-signature', m.badSignature, 401);
    let json: unknown;
    try {
      json = JSON.parse(raw.toString('utf8'));
    } catch {
      json = null;
    }
    const order = parseOrThrow(shopifyOrderWebhookSchema, json, 'Invalid body');
    const email = (order.email ?? order.customer?.email ?? '').trim().toLowerCase();
    const [account] = email ? (await deps.directory.accountsByEmails([email])).filter((a) => a.emailVerified) : [];
    let recorded = 0;
    for (const line of order.line_items) {
      const product = account && line.variant_id != null ? await deps.products.findByStoreVariant(variantGid(line.variant_id)) : null;
      if (!product || !account) continue;
      await deps.purchases.recordOnce({ userId: account.id, email, digitalProductId: product.id, storeOrderId: `shopify:${order.id}`, storeLineId: String(line.id) });
      recorded += 1;
    }
    return { recorded, skipped: order.line_items.length - recorded };
  };
}
