import express, { Router } from 'express';
import { contentApi } from '@wsms/contracts/api';
import { route } from '@wsms/service-kit';
import type { recordShopifyOrder } from '../../domain/digital/shopify-order.use-case';

/** Mounted before JSON parsing: Shopify signs the raw bytes. */
export function shopifyWebhookRoutes(record: ReturnType<typeof recordShopifyOrder>, secret: string | undefined) {
  const router = Router();
  const rawJson = express.raw({ type: () => true, limit: '1mb' });
  route(
    router,
    contentApi.shopifyOrderWebhook,
    ({ body, req }) => record(Buffer.isBuffer(body) ? body : Buffer.alloc(0), req.headers['x-shopify-hmac-sha256'], secret),
    { before: [rawJson] },
  );
  return router;
}
