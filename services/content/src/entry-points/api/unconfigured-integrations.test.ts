import type { DigitalProduct } from '@wsms/contracts';
import { adminIdentity, jsonRequest, signedShopifyOrder, videoProduct } from '../../testing/digital-test-kit';
import { startContent, type TestContent } from '../../testing/content-test-kit';
import { buildProgram } from '../../testing/training-test-kit';

// A content service on its own: no Shopify secret, no catalog (the store), no booking or auth (the account directory).
let content: TestContent;
beforeAll(async () => {
  content = await startContent('content_unconfigured');
});
afterAll(() => content.stop());

const admin = adminIdentity();
const url = (path: string) => `${content.url}${path}`;

describe('integrations that are not configured', () => {
  it('When Shopify posts a signed order webhook and no webhook secret is set, then 404 says webhooks are not configured', async () => {
    const res = await fetch(url('/api/digital-products/shopify-webhook'), { method: 'POST', ...signedShopifyOrder({ id: 1, line_items: [] }) });

    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Shopify webhooks are not configured' });
  });

  it('When an admin lists a digital product in the store and no catalog is configured, then 404 says the store is not connected and the product stays', async () => {
    const product = (await (await fetch(url('/api/digital-products'), jsonRequest('POST', videoProduct(), admin))).json()) as DigitalProduct;

    const res = await fetch(url('/api/digital-products/create-shopify'), jsonRequest('POST', { digitalProductId: product.id }, admin));

    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'The store is not connected: digital products cannot be listed for sale here' });
    expect((await fetch(url('/api/digital-products'), { headers: jsonRequest('GET', {}, admin).headers })).status).toBe(200);
  });

  it('When an admin assigns a program and no account directory is configured, then 404 says it is not connected and nothing is stored', async () => {
    const res = await fetch(url('/api/workout-programs'), jsonRequest('POST', buildProgram({ userId: '0123456789abcdef01234567' }), admin));

    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'The account directory is not connected to this service' });
    expect(await content.db.collection('workout_programs').countDocuments({ title: 'Grappler Strength' })).toBe(0);
  });
});
