import type { Order, OrderSummary } from '@wsms/contracts';
import { AUDIT_COLLECTION } from '@wsms/service-kit';
import { buildIdentity, identityHeaders, TEST_INTERNAL_SECRET } from '@wsms/service-kit/testing';
import { buildProductInput, json, startCatalog, type TestCatalog } from '../../testing/catalog-test-kit';

// A catalog on its own: no CONTENT_URL, so no digital purchases can be recorded.
let catalog: TestCatalog;
beforeAll(async () => {
  catalog = await startCatalog('catalog_order_payment');
});
afterAll(() => catalog.stop());

const buyer = buildIdentity({ role: 'user' });
const orderIdOf = async (variantId: string) =>
  (await json<{ webUrl: string }>(await catalog.api.post('/api/shopify/checkout', { variantId, quantity: 1 }))).webUrl.split('/').pop()!;
const place = (orderId: string) =>
  fetch(`${catalog.url}/api/orders/${orderId}/place`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...identityHeaders(buyer) },
    body: JSON.stringify({ name: 'Casey Buyer', email: buyer.email }),
  });
const markPaid = (orderId: string) => fetch(`${catalog.url}/api/orders/${orderId}/paid`, { method: 'POST', headers: identityHeaders(buildIdentity({ role: 'staff' })) });

describe('POST /api/orders/:id/paid', () => {
  it('When staff record the payment of a gear order, then it is paid and its page shows when', async () => {
    const product = await json<{ variants: Array<{ id: string }> }>(await catalog.api.post('/api/products', buildProductInput(), 'admin'));
    const orderId = await orderIdOf(product.variants[0]!.id);
    expect((await place(orderId)).status).toBe(200);

    const res = await markPaid(orderId);

    expect(res.status).toBe(200);
    const paid = await json<Order>(res);
    expect(paid).toMatchObject({ id: orderId, status: 'placed', digital: false, customerEmail: buyer.email, paidAt: expect.any(String) });
    expect(await json<OrderSummary>(await catalog.api.get(`/api/orders/${orderId}`))).toMatchObject({ paidAt: paid.paidAt });
  });

  it('When a digital order is marked paid and no content service is configured, then 409 says so (not a 5xx) and it stays unpaid', async () => {
    const listed = await fetch(`${catalog.url}/internal/store-products`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-internal-secret': TEST_INTERNAL_SECRET },
      body: JSON.stringify({ digitalProductId: 'abcdefabcdefabcdefabcdef', title: 'Lonely Video', description: '', priceCents: 1500, type: 'video' }),
    });
    const orderId = await orderIdOf((await json<{ storeVariantId: string }>(listed)).storeVariantId);
    expect((await place(orderId)).status).toBe(200);

    const res = await markPaid(orderId);

    expect(res.status).toBe(409);
    expect(await json(res)).toEqual({ message: 'Digital purchases cannot be recorded: the content service is not configured' });
    expect(await json<OrderSummary>(await catalog.api.get(`/api/orders/${orderId}`))).toMatchObject({ digital: true, paidAt: null });
  });

  it("When staff or an admin record the payment of their own order, then 403 and it stays unpaid; another staff member's record is audited with who and the amount (issue 38)", async () => {
    const product = await json<{ variants: Array<{ id: string }> }>(await catalog.api.post('/api/products', buildProductInput(), 'admin'));
    const orderId = await orderIdOf(product.variants[0]!.id);
    expect((await place(orderId)).status).toBe(200);
    const as = (role: 'staff' | 'admin', email: string) => fetch(`${catalog.url}/api/orders/${orderId}/paid`, { method: 'POST', headers: identityHeaders(buildIdentity({ role, email, sub: `${role}${email.length}`.padEnd(24, '0') })) });

    const own = await as('staff', buyer.email.toUpperCase());
    expect(own.status).toBe(403);
    expect(await json(own)).toEqual({ message: 'You cannot record the payment of your own order: ask another staff member or an admin' });
    expect((await as('admin', buyer.email)).status).toBe(403);
    expect(await json<OrderSummary>(await catalog.api.get(`/api/orders/${orderId}`))).toMatchObject({ paidAt: null });

    expect((await as('staff', 'till@example.com')).status).toBe(200);
    const audit = await catalog.db.collection(AUDIT_COLLECTION).find({ path: `/api/orders/${orderId}/paid` }).sort({ at: 1 }).toArray();
    expect(audit.map((a) => [a.actor.role, a.status])).toEqual([['staff', 403], ['admin', 403], ['staff', 200]]);
    expect(audit[2]).toMatchObject({ target: orderId, phrase: { verb: 'record', what: expect.stringMatching(new RegExp(`^the payment of order ${orderId} of \\$\\d+\\.\\d\\d for `)) } });
  });
});
