import type { ContractCase } from '@wsms/service-kit/testing';
import { identityHeaders, internalHeaders } from '@wsms/service-kit/testing';
import type { DigitalProduct } from '@wsms/contracts';
import { signedShopifyOrder, adminIdentity, clientIdentity, jsonRequest, pdfProduct, pdfUpload, samplePdf, videoProduct, workoutProgramProduct, type DigitalStack } from './digital-test-kit';
import { multipart, pngBytes } from './upload-fixtures';

type DigitalRoute =
  | 'createDigitalProduct' | 'updateDigitalProduct' | 'createStoreProduct' | 'uploadDigitalPdf'
  | 'downloadDigitalPdf' | 'myDigitalContent' | 'grantDigitalPurchase' | 'shopifyOrderWebhook';

const UNKNOWN = '0123456789abcdef01234567';
const admin = () => identityHeaders(adminIdentity());
const client = () => identityHeaders(clientIdentity());
const staff = () => identityHeaders(clientIdentity({ role: 'staff' }));
const internal = internalHeaders();

/**
 * Contract cases of the digital content routes, run on a content instance whose catalog (the store) is
 * real (`digital`), one whose catalog sells through Shopify (`shopifyStore`) and one on its own (`main`).
 */
export function digitalContractCases(stack: () => DigitalStack, shopifyStack: () => DigitalStack): Record<DigitalRoute, ContractCase[]> {
  const on = 'digital';
  const url = (path: string) => `${stack().content.url}${path}`;
  const newProduct = async (body: Record<string, unknown> = videoProduct(), base = stack().content.url) =>
    (await (await fetch(`${base}/api/digital-products`, jsonRequest('POST', body, adminIdentity()))).json()) as DigitalProduct;
  /** A product linked to an embedded-store listing while the catalog now sells through Shopify. */
  const listedBeforeShopify = async () => {
    const base = shopifyStack().content.url;
    const product = await newProduct(videoProduct(), base);
    await fetch(`${base}/api/digital-products/${product.id}`, jsonRequest('PATCH', { storeProductId: 'p1', storeVariantId: `dp-${product.id}` }, adminIdentity()));
    return product;
  };
  const listed = async (body?: Record<string, unknown>) => {
    const product = await newProduct(body);
    const res = await fetch(url('/api/digital-products/create-shopify'), jsonRequest('POST', { digitalProductId: product.id }, adminIdentity()));
    return { product, store: (await res.json()) as { storeVariantId: string } };
  };
  const pdfOnSale = async () => {
    const upload = (await (await fetch(url('/api/digital-products/pdf'), pdfUpload(await samplePdf(3), adminIdentity()))).json()) as { pdfPath: string };
    return listed(pdfProduct(upload.pdfPath));
  };
  const grant = async (storeVariantId: string, userId: string) =>
    fetch(url('/internal/digital-purchases'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...internal },
      body: JSON.stringify({ userId, email: 'buyer@example.com', storeOrderId: `order-${Math.random()}`, storeLineId: 'line-1', storeVariantId }),
    });
  const pdfFile = (bytes: Buffer, headers: Record<string, string>) => {
    const { body, contentType } = multipart([{ field: 'pdf', filename: 'guide.pdf', type: 'application/pdf', bytes }]);
    return { body, headers: { ...headers, 'content-type': contentType } };
  };

  return {
    createDigitalProduct: [
      { when: 'an admin creates a workout program product', status: 201, on, request: () => ({ body: workoutProgramProduct(), headers: admin() }) },
      { when: 'an admin sends a video without its link', status: 400, on, request: () => ({ body: videoProduct({ content: { chapters: [] } }), headers: admin() }) },
      { when: 'a signed-out visitor creates a product', status: 401, on, request: { body: videoProduct() } },
      { when: 'a staff member creates a product', status: 403, on, request: () => ({ body: videoProduct(), headers: staff() }) },
    ],
    updateDigitalProduct: [
      { when: 'an admin deactivates a product', status: 200, on, request: async () => ({ params: { id: (await newProduct()).id }, body: { isActive: false }, headers: admin() }) },
      { when: 'an admin sends an empty change', status: 400, on, request: { params: { id: UNKNOWN }, body: {}, headers: admin() } },
      { when: 'a signed-out visitor edits a product', status: 401, on, request: { params: { id: UNKNOWN }, body: { isActive: false } } },
      { when: 'a client edits a product', status: 403, on, request: () => ({ params: { id: UNKNOWN }, body: { isActive: false }, headers: client() }) },
      { when: 'the product does not exist', status: 404, on, request: () => ({ params: { id: UNKNOWN }, body: { isActive: false }, headers: admin() }) },
      {
        when: "an admin renames a product listed in the embedded store after the catalog moved to Shopify",
        status: 409,
        on: 'shopifyStore',
        request: async () => ({ params: { id: (await listedBeforeShopify()).id }, body: { title: 'Renamed' }, headers: admin() }),
      },
    ],
    createStoreProduct: [
      { when: 'an admin lists a product in the embedded store', status: 201, on, request: async () => ({ body: { digitalProductId: (await newProduct()).id, title: 'x', price: '19.00', type: 'video' }, headers: admin() }) },
      { when: 'the digital product id is missing', status: 400, on, request: () => ({ body: { title: 'x' }, headers: admin() }) },
      { when: 'a signed-out visitor asks', status: 401, on, request: { body: { digitalProductId: UNKNOWN } } },
      { when: 'a staff member asks', status: 403, on, request: () => ({ body: { digitalProductId: UNKNOWN }, headers: staff() }) },
      { when: 'the digital product does not exist', status: 404, on, request: () => ({ body: { digitalProductId: UNKNOWN }, headers: admin() }) },
      {
        when: 'the catalog sells through Shopify (products are made in its admin)',
        status: 409,
        on: 'shopifyStore',
        request: async () => ({ body: { digitalProductId: (await newProduct(videoProduct(), shopifyStack().content.url)).id }, headers: admin() }),
      },
    ],
    uploadDigitalPdf: [
      { when: 'an admin uploads a PDF', status: 201, on, request: async () => pdfFile(await samplePdf(2), admin()) },
      { when: 'the PDF is sent in another field', status: 400, on, request: () => ({ body: '{}', headers: admin() }) },
      { when: 'a signed-out visitor uploads', status: 401, on, request: async () => pdfFile(await samplePdf(1), {}) },
      { when: 'a client uploads', status: 403, on, request: async () => pdfFile(await samplePdf(1), client()) },
      { when: 'the file is over 20 MB', status: 413, on, request: () => pdfFile(Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(21 * 1024 * 1024, 32)]), admin()) },
      { when: 'a PNG is sent as a PDF', status: 415, on, request: async () => pdfFile(await pngBytes(), admin()) },
    ],
    downloadDigitalPdf: [
      {
        when: 'the buyer downloads their stamped PDF',
        status: 200,
        on,
        request: async () => {
          const buyer = clientIdentity();
          const { product, store } = await pdfOnSale();
          await grant(store.storeVariantId, buyer.sub);
          return { params: { id: product.id }, headers: identityHeaders(buyer) };
        },
      },
      { when: 'the id is not an id', status: 400, on, request: () => ({ params: { id: 'x'.repeat(80) }, headers: client() }) },
      { when: 'a signed-out visitor downloads', status: 401, on, request: { params: { id: UNKNOWN } } },
      { when: 'a client who did not buy it downloads', status: 403, on, request: async () => ({ params: { id: (await pdfOnSale()).product.id }, headers: client() }) },
      { when: 'the product does not exist', status: 404, on, request: () => ({ params: { id: UNKNOWN }, headers: client() }) },
    ],
    myDigitalContent: [
      {
        when: 'a buyer lists their digital content',
        status: 200,
        on,
        request: async () => {
          const buyer = clientIdentity();
          await grant((await listed()).store.storeVariantId, buyer.sub);
          return { headers: identityHeaders(buyer) };
        },
      },
      { when: 'a signed-out visitor lists digital content', status: 401, on },
    ],
    shopifyOrderWebhook: [
      { when: 'Shopify reports a paid order without digital products', status: 200, on, request: () => signedShopifyOrder({ id: 1001, line_items: [{ id: 1, variant_id: 42 }] }) },
      { when: 'the signed body is not an order', status: 400, on, request: () => signedShopifyOrder({ id: 1002 }) },
      { when: 'the signature was made with another secret', status: 401, on, request: () => signedShopifyOrder({ id: 1003, line_items: [] }, 'another-secret') },
      { when: 'Shopify is not connected here (no webhook secret)', status: 404, request: () => signedShopifyOrder({ id: 1004, line_items: [] }) },
    ],
    grantDigitalPurchase: [
      {
        when: 'the store reports a placed order line',
        status: 201,
        on,
        request: async () => ({
          body: { userId: 'u1', email: 'a@example.com', storeOrderId: `o-${Math.random()}`, storeLineId: 'l1', storeVariantId: (await listed()).store.storeVariantId },
          headers: internal,
        }),
      },
      { when: 'the order line is incomplete', status: 400, on, request: { body: { userId: 'u1' }, headers: internal } },
      { when: 'the caller lacks the internal secret', status: 403, on, request: { body: { userId: 'u1' } } },
      {
        when: 'the variant is no digital product',
        status: 404,
        on,
        request: { body: { userId: 'u1', email: 'a@example.com', storeOrderId: 'o-x', storeLineId: 'l1', storeVariantId: 'v-unknown' }, headers: internal },
      },
    ],
  };
}
