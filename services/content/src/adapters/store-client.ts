import { digitalMessages, storeProductSchema, type DigitalProductType, type StoreProduct } from '@wsms/contracts';
import { AppError } from '@wsms/service-kit';

/** The shop's store adapter lives in catalog: content asks it to list a digital product for sale. */
export interface StoreClient {
  /** Lists the product, or updates its listing; `available` false takes it off sale. */
  createProduct(input: { digitalProductId: string; title: string; description: string; priceCents: number; type: DigitalProductType; available: boolean }): Promise<StoreProduct>;
}

const storeUnavailable = () => new AppError('store-unavailable', digitalMessages.storeUnavailable, 502);

export function httpStoreClient(catalogUrl: string | undefined, internalSecret: string, timeoutMs = 5000): StoreClient {
  return {
    async createProduct(input) {
      if (!catalogUrl) throw storeUnavailable();
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
      if (!res.ok) throw storeUnavailable();
      return storeProductSchema.parse(await res.json());
    },
  };
}
