import { createHmac } from 'node:crypto';
import net from 'node:net';
import { PDFDocument } from 'pdf-lib';
import { createService } from '@wsms/service-kit';
import { baseTestEnv, buildIdentity, identityHeaders } from '@wsms/service-kit/testing';
import type { Identity } from '@wsms/contracts';
import { startCatalog, type TestCatalog } from '@wsms/catalog-service/testing/catalog-test-kit';
import { contentService } from '../app';
import { loadConfig } from '../config';
import { multipart } from './upload-fixtures';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

export interface DigitalStack {
  catalog: TestCatalog;
  content: { url: string; app: import('express').Express; db: import('mongoose').Connection; stop: () => Promise<void> };
}

/** Real catalog (the embedded store) and content, each knowing the other's URL, as in production. */
export const TEST_SHOPIFY_WEBHOOK_SECRET = 'test-shopify-webhook-secret';

export async function startDigitalStack(label: string, env: Record<string, string> = {}, catalogEnv: Record<string, string> = {}): Promise<DigitalStack> {
  const contentPort = await freePort();
  const catalog = await startCatalog(`${label}_catalog`, { CONTENT_URL: `http://127.0.0.1:${contentPort}`, ...catalogEnv });
  const config = loadConfig({ ...baseTestEnv(label), LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent', CATALOG_URL: catalog.url, SHOPIFY_WEBHOOK_SECRET: TEST_SHOPIFY_WEBHOOK_SECRET, ...env });
  const running = await (await createService(contentService(config))).listen(contentPort);
  return { catalog, content: { url: `http://127.0.0.1:${running.port}`, app: running.app, db: running.db, stop: running.stop } };
}

/** Catalog's settings for a Shopify store: products are made in Shopify's admin, not listed by content. */
export const shopifyCatalogEnv = {
  SHOPIFY_STORE_DOMAIN: 'wsms-test.myshopify.com',
  SHOPIFY_STOREFRONT_TOKEN: 'public-storefront-token',
  // Never called by the routes these stacks exercise.
  SHOPIFY_API_ORIGIN_OVERRIDE: 'http://127.0.0.1:9',
};

export const adminIdentity = () => buildIdentity({ role: 'admin' });
export const staffIdentity = () => buildIdentity({ role: 'staff' });
export const clientIdentity = (overrides: Partial<Identity> = {}) => buildIdentity({ role: 'user', ...overrides });

/** A real multi-page PDF with text on each page. */
export async function samplePdf(pages = 3): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  for (let i = 1; i <= pages; i += 1) pdf.addPage([300, 400]).drawText(`Page ${i} of the nutrition guide`, { x: 20, y: 350, size: 10 });
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

export const pdfUpload = (bytes: Buffer, identity?: Identity, filename = 'guide.pdf', type = 'application/pdf') => {
  const { body, contentType } = multipart([{ filename, type, bytes, field: 'pdf' }]);
  return { method: 'POST', body, headers: { ...(identity ? identityHeaders(identity) : {}), 'content-type': contentType } };
};

export const jsonRequest = (method: string, body: unknown, identity?: Identity) => ({
  method,
  headers: { 'content-type': 'application/json', ...(identity ? identityHeaders(identity) : {}) },
  body: JSON.stringify(body),
});
export const as = (identity?: Identity) => ({ headers: identity ? identityHeaders(identity) : {} });

/**
 * The embedded shop's flow: checkout answers the order page, where the buyer places the order; staff
 * then record the payment taken at the gym.
 */
export async function embeddedOrder(stack: DigitalStack, storeVariantId: string, buyer?: Identity) {
  const catalogUrl = (path: string) => `${stack.catalog.url}${path}`;
  const checkout = await fetch(catalogUrl('/api/shopify/checkout'), jsonRequest('POST', { variantId: storeVariantId, quantity: 1 }));
  if (checkout.status !== 200) throw new Error(`setup: checkout answered ${checkout.status} ${await checkout.text()}`);
  const orderId = ((await checkout.json()) as { webUrl: string }).webUrl.split('/').pop()!;
  return {
    orderId,
    place: () => fetch(catalogUrl(`/api/orders/${orderId}/place`), jsonRequest('POST', { name: 'Casey Buyer', email: buyer?.email ?? 'casey@example.com' }, buyer)),
    markPaid: (by: Identity = staffIdentity()) => fetch(catalogUrl(`/api/orders/${orderId}/paid`), { method: 'POST', ...as(by) }),
  };
}

/** Places the order and has staff record its payment: the buyer now owns the product. */
export async function buyAndPay(stack: DigitalStack, storeVariantId: string, buyer: Identity) {
  const order = await embeddedOrder(stack, storeVariantId, buyer);
  const placed = await order.place();
  if (placed.status !== 200) throw new Error(`setup: place answered ${placed.status} ${await placed.text()}`);
  const paid = await order.markPaid();
  if (paid.status !== 200) throw new Error(`setup: paid answered ${paid.status} ${await paid.text()}`);
  return order;
}

export const workoutProgramProduct = (overrides: Record<string, unknown> = {}) => ({
  title: 'Six-Week Grappling Strength',
  description: 'Strength for the mat, three sessions a week.',
  type: 'workout_program',
  price: '29.99',
  content: { exercises: [{ name: 'Trap Bar Deadlift', sets: 4, reps: 5 }, { name: 'Turkish Get-Up', sets: 3, reps: 3 }] },
  ...overrides,
});
export const videoProduct = (overrides: Record<string, unknown> = {}) => ({
  title: 'Guard Passing Fundamentals',
  description: 'A 40-minute lesson.',
  type: 'video',
  price: 19,
  content: { youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', chapters: [{ title: 'Posture', timestamp: '0:00', description: 'Stay tall' }] },
  ...overrides,
});
export const pdfProduct = (pdfPath: string, overrides: Record<string, unknown> = {}) => ({
  title: 'Fight Week Nutrition Guide',
  description: 'What to eat the week of a fight.',
  type: 'pdf',
  price: '9.50',
  content: { pdfPath, pages: 3, sections: [{ title: 'Hydration', pageStart: 1, pageEnd: 2, description: '' }] },
  ...overrides,
});

/** A body and headers as Shopify sends an orders/paid webhook, signed with `secret`. */
export function signedShopifyOrder(order: unknown, secret = TEST_SHOPIFY_WEBHOOK_SECRET) {
  const body = JSON.stringify(order);
  const hmac = createHmac('sha256', secret).update(body).digest('base64');
  return { body, headers: { 'content-type': 'application/json', 'x-shopify-hmac-sha256': hmac, 'x-shopify-topic': 'orders/paid' } };
}
