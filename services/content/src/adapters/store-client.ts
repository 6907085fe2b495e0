import { digitalMessages, storeProductSchema, type DigitalProductType, type StoreProduct } from '@wsms/contracts';
import { AppError, conflict, notFound } from '@wsms/service-kit';

/** The shop's store adapter lives in catalog: content asks it to list a digital product for sale. */
export interface StoreClient {
  /** Lists the product, or updates its listing; `available` false takes it off sale. */
  createProduct(input: { digitalProductId: string; title: string; description: string; priceCents: number; type: DigitalProductType; available: boolean }): Promise<StoreProduct>;
}

const storeUnavailable = () => new AppError('store-unavailable', digitalMessages.storeUnavailable, 502);

/**
 * CATALOG_URL unset: no store is connected (404, nothing is wrong); a Shopify store lists products in
 * its own admin (catalog's 409). A configured catalog that does not answer is a 502.
 */
export function httpStoreClient(catalogUrl: string | undefined, internalSecret: string, timeoutMs = 5000): StoreClient {
  return {
    async createProduct(input) {
      if (!catalogUrl) throw notFound(digitalMessages.storeNotConnected);
      let res: Response;
      try {
        res = await fetch(`${catalogUrl}/internal/store-products`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-internal-secret': internalSecret },
          body: JSON.stringify(input),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch {
        throw storeUnavailable();
      }
      if (res.status === 409) throw conflict(digitalMessages.storeManaged);
      if (!res.ok) throw storeUnavailable();
      return storeProductSchema.parse(await res.json());
    },
  };
}
