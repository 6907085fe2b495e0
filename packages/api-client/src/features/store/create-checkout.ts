import { useMutation } from '@tanstack/react-query';
import { callApi } from '@wsms/api-client/session';
import * as catalog from '../../generated/catalog-routes';

/** The store platform's answer; `webUrl` may be missing, which the pages report (spec section 7). */
export interface StoreCheckout {
  webUrl?: string;
}

/** Spec section 7: POST /api/{store-platform}/checkout with quantity always 1. */
export const createStoreCheckout = (variantId: string): Promise<StoreCheckout> =>
  callApi(catalog.createShopCheckout, { body: { variantId, quantity: 1 } });

export function useCreateStoreCheckout() {
  return useMutation({ mutationFn: createStoreCheckout });
}
