import type { WorkoutProgram } from '@wsms/contracts';
import { startAuth, insertUser, type TestAuth } from '@wsms/auth-service/testing/auth-test-kit';
import { as, clientIdentity, signedShopifyOrder, startDigitalStack, workoutProgramProduct, jsonRequest, adminIdentity, type DigitalStack } from '../../testing/digital-test-kit';

let auth: TestAuth;
let stack: DigitalStack;
beforeAll(async () => {
  auth = await startAuth('content_shopify_auth');
  stack = await startDigitalStack('content_shopify', { AUTH_URL: auth.url });
});
afterAll(async () => {
  await stack?.content.stop();
  await stack?.catalog.stop();
  await auth?.stop();
});

const send = (signed: { body: string; headers: Record<string, string> }) =>
  fetch(`${stack.content.url}/api/digital-products/shopify-webhook`, { method: 'POST', ...signed });

/** A digital product linked to a Shopify variant, as an admin links one made in Shopify's admin. */
async function shopifyLinkedProgram(variantNumber: number) {
  const created = await fetch(`${stack.content.url}/api/digital-products`, jsonRequest('POST', workoutProgramProduct({ title: `Shopify Program ${variantNumber}` }), adminIdentity()));
  const { id } = (await created.json()) as { id: string };
  const linked = await fetch(`${stack.content.url}/api/digital-products/${id}`, jsonRequest('PATCH', { storeVariantId: `gid://shopify/ProductVariant/${variantNumber}` }, adminIdentity()));
  expect(linked.status).toBe(200);
  return id;
}

describe('Shopify orders/paid webhook', () => {
  it('When Shopify reports a paid order line of a digital program, then the verified buyer owns it once, however often Shopify retries', async () => {
    const productId = await shopifyLinkedProgram(7001);
    const { user } = await insertUser(auth, { email: 'shopify.buyer@example.com' });
    const order = { id: 550001, email: 'Shopify.Buyer@example.com', line_items: [{ id: 9001, variant_id: 7001 }, { id: 9002, variant_id: 123 }] };

    const first = await send(signedShopifyOrder(order));
    expect(await first.json()).toEqual({ recorded: 1, skipped: 1 });
    expect((await send(signedShopifyOrder(order))).status).toBe(200);
    expect(await stack.content.db.collection('digital_purchases').countDocuments({ storeOrderId: 'shopify:550001' })).toBe(1);

    const buyer = clientIdentity({ sub: user.id, email: user.email });
    const programs = (await (await fetch(`${stack.content.url}/api/user/workout-programs`, as(buyer))).json()) as WorkoutProgram[];
    expect(programs.some((p) => p.digitalProductId === productId)).toBe(true);
  });

  it('When the order e-mail belongs to an unverified account, then nothing is recorded', async () => {
    await shopifyLinkedProgram(7002);
    await insertUser(auth, { email: 'unverified.buyer@example.com', emailVerified: false });
    const res = await send(signedShopifyOrder({ id: 550002, email: 'unverified.buyer@example.com', line_items: [{ id: 1, variant_id: 7002 }] }));
    expect(await res.json()).toEqual({ recorded: 0, skipped: 1 });
  });

  it('When the body was changed after signing, then 401 and nothing is recorded', async () => {
    await shopifyLinkedProgram(7003);
    await insertUser(auth, { email: 'tamper@example.com' });
    const signed = signedShopifyOrder({ id: 550003, email: 'someone@example.com', line_items: [{ id: 1, variant_id: 7003 }] });
    const res = await send({ ...signed, body: signed.body.replace('someone@example.com', 'tamper@example.com') });
    expect(res.status).toBe(401);
    expect(await stack.content.db.collection('digital_purchases').countDocuments({ storeOrderId: 'shopify:550003' })).toBe(0);
  });

  it('When the content service has no webhook secret, then 404: Shopify is not connected here', async () => {
    const bare = await startDigitalStack('content_shopify_bare', { SHOPIFY_WEBHOOK_SECRET: '' });
    const res = await fetch(`${bare.content.url}/api/digital-products/shopify-webhook`, { method: 'POST', ...signedShopifyOrder({ id: 1, line_items: [] }) });
    expect(res.status).toBe(404);
    await bare.content.stop();
    await bare.catalog.stop();
  });
});
