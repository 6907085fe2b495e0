import { digitalMessages, orderMessages, toCents, type Identity, type Order, type PlaceOrderInput } from '@wsms/contracts';
import { conflict, forbidden, notFound, unauthorized } from '@wsms/service-kit';
import type { ContentClient } from '../adapters/content-client';
import type { ProductRepository } from '../data-access/product-repository';
import { toOrderSummary, type Buyer, type OrderRepository } from '../data-access/order-repository';
import { isDigital, isOnSale } from './purchasable';

export interface OrderDeps {
  orders: OrderRepository;
  products: ProductRepository;
  content: ContentClient;
  now?: () => Date;
}

const orderNotFound = () => notFound(orderMessages.notFound);

/**
 * The embedded store takes no money: an order is placed unpaid, and staff record its payment at the
 * gym. Only a paid order makes a digital product its buyer's.
 */
export function orderUseCases({ orders, products, content, now = () => new Date() }: OrderDeps) {
  /** One purchase per order line (content's unique index), however often it is asked for. */
  const grant = (order: Order, buyer: Buyer) =>
    content.grantPurchase({ userId: buyer.id, email: buyer.email, storeOrderId: order.id, storeLineId: order.variantId, storeVariantId: order.variantId });

  return {
    list: () => orders.list(),

    async get(id: string) {
      const order = await orders.findById(id);
      if (!order) throw orderNotFound();
      return toOrderSummary(order);
    },

    /** Records the customer on a pending order, once, while its product is still on sale. */
    async place(id: string, customer: PlaceOrderInput, identity?: Identity) {
      const order = await orders.findById(id);
      if (!order) throw orderNotFound();
      if (order.status !== 'pending') throw conflict(orderMessages.alreadyPlaced);
      const found = await products.findVariant(order.variantId);
      if (!isOnSale(found)) throw conflict(orderMessages.noLongerAvailable);
      const digital = isDigital(found);
      if (digital && !identity) throw unauthorized(digitalMessages.signInToBuy);
      const buyer = digital && identity ? { id: identity.sub, email: identity.email } : undefined;
      const nothingDue = toCents(order.amount) === 0;
      // Nothing to pay: granted before the order is placed, so a failure leaves it open to retry.
      if (buyer && nothingDue) await grant(order, buyer);
      const placed = await orders.place(id, { customer, digital, buyer });
      if (!placed) throw conflict(orderMessages.alreadyPlaced);
      const paid = nothingDue ? await orders.markPaid(id, now()) : null;
      return toOrderSummary(paid ?? placed);
    },

    /** Staff record a payment taken at the gym; a digital product is then granted to the buyer (again harmlessly). */
    async markPaid(id: string, identity: Identity) {
      const order = await orders.findById(id);
      if (!order) throw orderNotFound();
      if (order.status !== 'placed') throw conflict(orderMessages.notPlaced);
      const buyer = order.digital ? await orders.buyerOf(id) : null;
      // Nobody approves their own money (issue 38): an order bought or placed in one's own name is recorded paid by someone else.
      const mine = (email: string | null | undefined) => !!email && email.trim().toLowerCase() === identity.email.trim().toLowerCase();
      if (buyer?.id === identity.sub || mine(buyer?.email) || mine(order.customerEmail)) throw forbidden(orderMessages.ownOrder);
      // Granted before the payment is recorded: if content cannot record it, the order stays unpaid and staff retry.
      if (buyer) await grant(order, buyer);
      return (await orders.markPaid(id, now())) ?? order;
    },
  };
}
