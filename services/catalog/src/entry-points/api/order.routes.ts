import { Router } from 'express';
import { catalogApi } from '@wsms/contracts/api';
import { route } from '@wsms/service-kit';
import type { orderUseCases } from '../../domain/order.use-case';

/** Orders of the embedded shop. An order id is an unguessable token: holding the link is the access. */
export function orderRoutes(orders: ReturnType<typeof orderUseCases>) {
  const router = Router();
  route(router, catalogApi.listOrders, () => orders.list());
  route(router, catalogApi.getOrder, ({ params, res }) => {
    res.set('Cache-Control', 'no-store');
    return orders.get(params.id);
  });
  route(router, catalogApi.placeOrder, ({ params, body, identity }) => orders.place(params.id, body, identity));
  route(router, catalogApi.markOrderPaid, ({ params, identity }) => orders.markPaid(params.id, identity));
  return router;
}
