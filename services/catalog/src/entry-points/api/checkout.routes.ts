import { Router } from 'express';
import { catalogApi } from '@wsms/contracts/api';
import { route } from '@wsms/service-kit';
import type { StoreAdapter } from '../../domain/store-adapter';

/** Spec section 7: POST /api/{store-platform}/checkout; the pages open the answered webUrl in a new tab. */
export function checkoutRoutes(store: StoreAdapter) {
  const router = Router();
  route(router, catalogApi.createShopCheckout, ({ body }) => store.createCheckout(body));
  return router;
}
