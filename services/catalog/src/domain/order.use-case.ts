import { DIGITAL_PRODUCT_TAG, digitalMessages, type Identity, type PlaceOrderInput } from '@wsms/contracts';
import { conflict, notFound, unauthorized } from '@wsms/service-kit';
import type { ContentClient } from '../adapters/content-client';
import type { ProductRepository } from '../data-access/product-repository';
import { toOrderSummary, type OrderRepository } from '../data-access/order-repository';

const orderNotFound = () => notFound('Order not found');

export function orderUseCases(orders: OrderRepository, digital?: { products: ProductRepository; content: ContentClient }) {
  /**
   * A digital product's order line is recorded as the signed-in buyer's purchase before the order is
   * placed: if content cannot record it the order stays pending and the buyer retries; a repeat is
   * harmless (one purchase per order line).
   */
  async function grantDigital(orderId: string, identity: Identity | undefined) {
    if (!digital) return;
    const order = await orders.findById(orderId);
    if (!order || order.status !== 'pending') return;
    const product = await digital.products.findById(order.productId);
    if (!product?.tags.includes(DIGITAL_PRODUCT_TAG)) return;
    if (!identity) throw unauthorized(digitalMessages.signInToBuy);
    await digital.content.grantPurchase({
      userId: identity.sub,
      email: identity.email,
      storeOrderId: order.id,
      storeLineId: order.variantId,
      storeVariantId: order.variantId,
    });
  }

  return {
    list: () => orders.list(),

    async get(id: string) {
      const order = await orders.findById(id);
      if (!order) throw orderNotFound();
      return toOrderSummary(order);
    },

    /** Records the customer on a pending order; an order is placed once. */
    async place(id: string, customer: PlaceOrderInput, identity?: Identity) {
      await grantDigital(id, identity);
      const placed = await orders.place(id, customer);
      if (placed) return toOrderSummary(placed);
      if (await orders.findById(id)) throw conflict('Order already placed');
      throw orderNotFound();
    },
  };
}
