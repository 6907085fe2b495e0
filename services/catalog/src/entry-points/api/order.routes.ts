import { Router } from 'express';
import { placeOrderSchema } from '@wsms/contracts';
import { requireRole, validate } from '@wsms/service-kit';
import type { orderUseCases } from '../../domain/order.use-case';
import { idParams } from './route-helpers';

/** Orders of the embedded shop. An order id is an unguessable token: holding the link is the access. */
export function orderRoutes(orders: ReturnType<typeof orderUseCases>) {
  const router = Router();
  router.get('/api/orders', requireRole('admin'), async (_req, res) => {
    res.json(await orders.list());
  });
  router.get('/api/orders/:id', validate({ params: idParams }), async (_req, res) => {
    res.set('Cache-Control', 'no-store').json(await orders.get(res.locals.params.id));
  });
  router.post('/api/orders/:id/place', validate({ params: idParams, body: placeOrderSchema }), async (_req, res) => {
    res.json(await orders.place(res.locals.params.id, res.locals.body));
  });
  return router;
}
