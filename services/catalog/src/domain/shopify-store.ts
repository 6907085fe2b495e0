import { createStorefrontApiClient, type StorefrontApiClient } from '@shopify/storefront-api-client';
import { AppError, notFound, type Logger } from '@wsms/service-kit';
import type { StoreAdapter } from './store-adapter';
import { isVariantGid, productGidFromId, toProduct } from './shopify-mapper';
import {
  CART_CREATE_MUTATION,
  PRODUCTS_QUERY,
  PRODUCT_QUERY,
  type CartCreateData,
  type ProductQueryData,
  type ProductsQueryData,
} from './shopify-queries';

export interface ShopifySettings {
  storeDomain: string;
  publicAccessToken: string;
  apiVersion: string;
  /** Tests and development: send the client's https://<domain> calls to this origin instead. */
  originOverride?: string;
  timeoutMs?: number;
}

const PAGE_SIZE = 100;
const MAX_PAGES = 5;

const storeUnavailable = () =>
  new AppError('store-unavailable', 'The store is unavailable. Please try again later.', 502);

function rewritingFetch(storeDomain: string, originOverride: string | undefined, timeoutMs: number) {
  const storeOrigin = new URL(/^https?:/.test(storeDomain) ? storeDomain : `https://${storeDomain}`).host;
  return (url: string, init?: Parameters<typeof fetch>[1]) => {
    const target = new URL(url);
    if (originOverride && target.host === storeOrigin) {
      const override = new URL(originOverride);
      target.protocol = override.protocol;
      target.host = override.host;
    }
    // eslint-disable-next-line no-restricted-syntax -- Shopify's API, a third party: not one of our services.
    return fetch(target, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  };
}

export function createShopifyClient(settings: ShopifySettings, logger: Logger): StorefrontApiClient {
  return createStorefrontApiClient({
    storeDomain: settings.storeDomain,
    apiVersion: settings.apiVersion,
    publicAccessToken: settings.publicAccessToken,
    customFetchApi: rewritingFetch(settings.storeDomain, settings.originOverride, settings.timeoutMs ?? 10_000),
    logger: (log) => {
      if (log.type === 'Unsupported_Api_Version') logger.warn(log.content, 'Shopify API version may be unsupported');
    },
  });
}

/** Products from a Shopify store (Storefront API); checkout is a Shopify cart's checkoutUrl. */
export function shopifyStore(client: StorefrontApiClient, logger: Logger): StoreAdapter {
  async function call<T>(operation: string, variables: Record<string, unknown>): Promise<T> {
    const { data, errors } = await client.request<T>(operation, { variables });
    if (errors || !data) {
      logger.error({ status: errors?.networkStatusCode, message: errors?.message, graphQLErrors: errors?.graphQLErrors }, 'Shopify request failed');
      throw storeUnavailable();
    }
    return data;
  }

  const mapped = <T>(map: () => T): T => {
    try {
      return map();
    } catch (err) {
      logger.error({ err }, 'Unexpected Shopify product data');
      throw storeUnavailable();
    }
  };

  return {
    kind: 'shopify',
    async listProducts() {
      const products = [];
      let after: string | null = null;
      for (let page = 0; page < MAX_PAGES; page += 1) {
        const data: ProductsQueryData = await call<ProductsQueryData>(PRODUCTS_QUERY, { first: PAGE_SIZE, after });
        products.push(...mapped(() => data.products.nodes.map(toProduct)));
        if (!data.products.pageInfo.hasNextPage) break;
        after = data.products.pageInfo.endCursor;
      }
      return products;
    },
    async getProduct(id) {
      const gid = productGidFromId(id);
      if (!gid) return null;
      const data = await call<ProductQueryData>(PRODUCT_QUERY, { id: gid });
      return data.product ? mapped(() => toProduct(data.product!)) : null;
    },
    async createCheckout({ variantId, quantity }) {
      if (!isVariantGid(variantId)) throw notFound('Product variant not found');
      const data = await call<CartCreateData>(CART_CREATE_MUTATION, {
        input: { lines: [{ merchandiseId: variantId, quantity }] },
      });
      const result = data.cartCreate;
      const userErrors = result?.userErrors ?? [];
      if (userErrors.length > 0) throw fromUserErrors(userErrors);
      if (!result?.cart?.checkoutUrl) {
        logger.error({ cart: result?.cart }, 'Shopify cart has no checkout URL');
        throw new AppError('checkout-failed', 'Failed to create checkout', 502);
      }
      return { webUrl: result.cart.checkoutUrl };
    },
  };
}

/** Shopify refuses a cart line with userErrors (HTTP 200): turn them into a clear 4xx. */
function fromUserErrors(userErrors: NonNullable<CartCreateData['cartCreate']>['userErrors']): AppError {
  const codes = userErrors.map((e) => e.code ?? '');
  const messages = userErrors.map((e) => e.message).join('; ');
  if (codes.some((code) => code === 'INVALID_MERCHANDISE_LINE' || code === 'MERCHANDISE_NOT_FOUND')) {
    return notFound('Product variant not found');
  }
  if (codes.some((code) => code.includes('OUT_OF_STOCK') || code.includes('NOT_ENOUGH_STOCK'))) {
    return new AppError('out-of-stock', 'This item is out of stock', 409);
  }
  return new AppError('checkout-refused', `The store refused the checkout: ${messages}`, 422);
}
