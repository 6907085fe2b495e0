import { randomBytes } from 'node:crypto';
import { AppError, notFound } from '@wsms/service-kit';
import type { ProductRepository } from '../data-access/product-repository';
import type { OrderRepository } from '../data-access/order-repository';
import { isDigital, isOnSale } from './purchasable';
import type { StoreAdapter } from './store-adapter';

export const newOrderId = () => randomBytes(24).toString('base64url');

/** Products in the catalog database; checkout records a pending order and sends the buyer to the site's order page. */
export function embeddedStore(deps: { products: ProductRepository; orders: OrderRepository; publicUrl: string }): StoreAdapter {
  const { products, orders, publicUrl } = deps;
  return {
    kind: 'embedded',
    listProducts: () => products.list(),
    getProduct: (id) => products.findById(id),
    async createCheckout({ variantId, quantity }) {
      const found = await products.findVariant(variantId);
      if (!found) throw notFound('Product variant not found');
      if (!isOnSale(found)) throw new AppError('out-of-stock', 'This item is out of stock', 409);
      // The amount is always computed here from the stored price, never taken from the client.
      const order = await orders.insert({
        _id: newOrderId(),
        productId: found.productId,
        productName: found.productName,
        productImage: found.productImage,
        variantId: found.variant.id,
        variantTitle: found.variant.title,
        quantity,
        unitPriceCents: found.variant.priceCents,
        amountCents: found.variant.priceCents * quantity,
        digital: isDigital(found),
      });
      return { webUrl: `${publicUrl}/shop/order/${order.id}` };
    },
  };
}
