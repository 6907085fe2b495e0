import type { Logger } from '@wsms/service-kit';
import type { Config } from '../config';
import type { OrderRepository } from '../data-access/order-repository';
import type { ProductRepository } from '../data-access/product-repository';
import { embeddedStore } from './embedded-store';
import { createShopifyClient, shopifyStore } from './shopify-store';
import type { StoreAdapter } from './store-adapter';

/** Shopify when its settings are present; otherwise the embedded store in our own database. */
export function createStore(
  config: Config,
  deps: { products: ProductRepository; orders: OrderRepository; logger: Logger },
): StoreAdapter {
  if (config.SHOPIFY_STORE_DOMAIN && config.SHOPIFY_STOREFRONT_TOKEN) {
    if (config.SHOPIFY_API_ORIGIN_OVERRIDE) {
      deps.logger.warn({ origin: config.SHOPIFY_API_ORIGIN_OVERRIDE }, 'Shopify calls go to an override origin (tests/dev only)');
    }
    const client = createShopifyClient(
      {
        storeDomain: config.SHOPIFY_STORE_DOMAIN,
        publicAccessToken: config.SHOPIFY_STOREFRONT_TOKEN,
        apiVersion: config.SHOPIFY_API_VERSION,
        originOverride: config.SHOPIFY_API_ORIGIN_OVERRIDE,
      },
      deps.logger,
    );
    return shopifyStore(client, deps.logger);
  }
  return embeddedStore({ products: deps.products, orders: deps.orders, publicUrl: config.PUBLIC_URL });
}
