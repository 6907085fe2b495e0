import type { PlaceOrderInput } from '@wsms/contracts';
import { conflict, notFound } from '@wsms/service-kit';
import { toOrderSummary, type OrderRepository } from '../data-access/order-repository';

const orderNotFound = () => notFound('Order not found');

export function orderUseCases(orders: OrderRepository) {
  return {
    list: () => orders.list(),

    async get(id: string) {
      const order = await orders.findById(id);
      if (!order) throw orderNotFound();
      return toOrderSummary(order);
    },

    /** Records the customer on a pending order; an order is placed once. */
    async place(id: string, customer: PlaceOrderInput) {
      const placed = await orders.place(id, customer);
      if (placed) return toOrderSummary(placed);
      if (await orders.findById(id)) throw conflict('Order already placed');
      throw orderNotFound();
    },
  };
}
