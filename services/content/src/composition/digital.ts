import type { Connection } from 'mongoose';
import { httpStoreClient } from '../adapters/store-client';
import { httpTrainingDirectory } from '../adapters/training-directory';
import type { Config } from '../config';
import { digitalProductRepository } from '../data-access/digital/digital-product-repository';
import { digitalPurchaseRepository } from '../data-access/digital/digital-purchase-repository';
import { pdfFileRepository } from '../data-access/digital/pdf-file-repository';
import { workoutProgramRepository } from '../data-access/training/workout-program-repository';
import { digitalProductUseCases } from '../domain/digital/digital-products.use-case';
import { digitalPurchaseUseCases } from '../domain/digital/digital-purchases.use-case';
import { recordShopifyOrder } from '../domain/digital/shopify-order.use-case';
import { uploadPdf } from '../domain/digital/upload-pdf.use-case';
import { digitalProductRoutes } from '../entry-points/api/digital-product.routes';
import { shopifyWebhookRoutes } from '../entry-points/api/shopify-webhook.routes';

/** Digital sales (products, purchases, their PDFs), mounted by app.ts. */
export function digitalArea(db: Connection, config: Config) {
  const products = digitalProductRepository(db);
  const pdfFiles = pdfFileRepository(db);
  return digitalProductRoutes({
    products: digitalProductUseCases({
      products,
      programs: workoutProgramRepository(db),
      pdfFiles,
      store: httpStoreClient(config.CATALOG_URL, config.INTERNAL_SECRET, config.INTERNAL_TIMEOUT_MS),
    }),
    purchases: digitalPurchaseUseCases({ products, purchases: digitalPurchaseRepository(db), pdfFiles }),
    uploadPdf: uploadPdf(pdfFiles),
  });
}

/** The Shopify order webhook of digital sales: mounted by app.ts before the JSON body parser (it checks the raw body). */
export function shopifyWebhookArea(db: Connection, config: Config) {
  const directory = httpTrainingDirectory({ bookingUrl: config.BOOKING_URL, authUrl: config.AUTH_URL }, config.INTERNAL_SECRET, config.INTERNAL_TIMEOUT_MS);
  const record = recordShopifyOrder({ products: digitalProductRepository(db), purchases: digitalPurchaseRepository(db), directory });
  return shopifyWebhookRoutes(record, config.SHOPIFY_WEBHOOK_SECRET);
}
