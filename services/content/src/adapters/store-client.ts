import { digitalMessages, type DigitalProductType, type StoreProduct } from '@wsms/contracts';
import { AppError, conflict, notFound } from '@wsms/service-kit';
import { answerOr, DEFAULT_INTERNAL_TIMEOUT_MS, internalClient } from '@wsms/service-kit/internal-client';

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
export function httpStoreClient(catalogUrl: string | undefined, internalSecret: string, timeoutMs = DEFAULT_INTERNAL_TIMEOUT_MS): StoreClient {
  const catalog = catalogUrl ? internalClient('catalog', { baseUrl: catalogUrl, secret: internalSecret, timeoutMs }) : null;
  return {
    async createProduct(input) {
      if (!catalog) throw notFound(digitalMessages.storeNotConnected);
      return answerOr(catalog.internalCreateStoreProduct({ body: input }), storeUnavailable, {
        409: () => {
          throw conflict(digitalMessages.storeManaged);
        },
      });
    },
  };
}
