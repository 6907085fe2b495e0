import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-request';

/** The store platform's answer; `webUrl` may be missing, which the pages report (spec section 7). */
export interface StoreCheckout {
  webUrl?: string;
}

/** Spec section 7: POST /api/{store-platform}/checkout with quantity always 1. */
export async function createStoreCheckout(variantId: string): Promise<StoreCheckout> {
  const res = await apiRequest('POST', '/api/shopify/checkout', { variantId, quantity: 1 });
  return (await res.json()) as StoreCheckout;
}

export function useCreateStoreCheckout() {
  return useMutation({ mutationFn: createStoreCheckout });
}
