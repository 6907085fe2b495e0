import { Router } from 'express';
import { checkoutSchema } from '@wsms/contracts';
import { validate } from '@wsms/service-kit';
import type { StoreAdapter } from '../../domain/store-adapter';

/** Spec section 7: POST /api/{store-platform}/checkout; the pages open the answered webUrl in a new tab. */
export function checkoutRoutes(store: StoreAdapter) {
  const router = Router();
  router.post('/api/shopify/checkout', validate({ body: checkoutSchema }), async (_req, res) => {
    res.json(await store.createCheckout(res.locals.body));
  });
  return router;
}
