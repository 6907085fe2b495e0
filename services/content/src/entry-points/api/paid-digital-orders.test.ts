import type { DigitalProduct, Order, OrderSummary, OwnedDigitalContent, WorkoutProgram } from '@wsms/contracts';
import {
  adminIdentity,
  as,
  clientIdentity,
  embeddedOrder,
  jsonRequest,
  pdfProduct,
  pdfUpload,
  samplePdf,
  startDigitalStack,
  workoutProgramProduct,
  type DigitalStack,
} from '../../testing/digital-test-kit';

let stack: DigitalStack;
beforeAll(async () => {
  stack = await startDigitalStack('content_paid_orders');
});
afterAll(async () => {
  await stack?.content.stop();
  await stack?.catalog.stop();
});

const admin = adminIdentity();
const contentUrl = (path: string) => `${stack.content.url}${path}`;

/** A digital product listed in the embedded store (`dp-<id>`), as the admin's Create Content does. */
async function listed(body: Record<string, unknown>) {
  const product = (await (await fetch(contentUrl('/api/digital-products'), jsonRequest('POST', body, admin))).json()) as DigitalProduct;
  const store = await fetch(contentUrl('/api/digital-products/create-shopify'), jsonRequest('POST', { digitalProductId: product.id }, admin));
  expect(store.status).toBe(201);
  return { product, storeVariantId: ((await store.json()) as { storeVariantId: string }).storeVariantId };
}

async function pdfListing(title: string) {
  const upload = await fetch(contentUrl('/api/digital-products/pdf'), pdfUpload(await samplePdf(2), admin));
  const { pdfPath } = (await upload.json()) as { pdfPath: string };
  return listed(pdfProduct(pdfPath, { title, content: { pdfPath, pages: 2, sections: [] } }));
}

const purchasesOf = (orderId: string) => stack.content.db.collection('digital_purchases').countDocuments({ storeOrderId: orderId });
const programsOf = async (client: ReturnType<typeof clientIdentity>) => (await (await fetch(contentUrl('/api/user/workout-programs'), as(client))).json()) as WorkoutProgram[];

describe('paying for digital content in the embedded store', () => {
  it('When an unverified account checks out a paid program and places the order, then it is placed unpaid and the program is not theirs', async () => {
    const { product, storeVariantId } = await listed(workoutProgramProduct({ title: 'Attack Program' }));
    const attacker = clientIdentity({ emailVerified: false });
    const order = await embeddedOrder(stack, storeVariantId, attacker);

    const res = await order.place();

    expect(res.status).toBe(200);
    expect((await res.json()) as OrderSummary).toMatchObject({ status: 'placed', digital: true, paidAt: null });
    expect(await purchasesOf(order.orderId)).toBe(0);
    expect((await programsOf(attacker)).some((p) => p.digitalProductId === product.id)).toBe(false);
    expect((await (await fetch(contentUrl('/api/user/digital-content'), as(attacker))).json()) as OwnedDigitalContent[]).toEqual([]);
  });

  it('When an account places the order of a paid PDF, then the PDF does not download until the order is paid', async () => {
    const { product, storeVariantId } = await pdfListing('Attack Guide');
    const buyer = clientIdentity();
    const order = await embeddedOrder(stack, storeVariantId, buyer);
    expect((await order.place()).status).toBe(200);

    expect((await fetch(contentUrl(`/api/digital-products/${product.id}/pdf`), as(buyer))).status).toBe(403);

    expect((await order.markPaid()).status).toBe(200);
    expect((await fetch(contentUrl(`/api/digital-products/${product.id}/pdf`), as(buyer))).status).toBe(200);
  });

  it('When staff mark the order paid twice at once and once more, then the buyer is granted it once and the payment keeps its first time', async () => {
    const { product, storeVariantId } = await listed(workoutProgramProduct({ title: 'Paid At The Gym' }));
    const buyer = clientIdentity();
    const order = await embeddedOrder(stack, storeVariantId, buyer);
    expect((await order.place()).status).toBe(200);

    const [a, b] = await Promise.all([order.markPaid(), order.markPaid(admin)]);
    const [first, second] = (await Promise.all([a.json(), b.json()])) as Order[];
    const again = (await (await order.markPaid()).json()) as Order;

    expect([a.status, b.status]).toEqual([200, 200]);
    expect(first?.paidAt).toEqual(expect.any(String));
    expect(new Set([first?.paidAt, second?.paidAt, again.paidAt]).size).toBe(1);
    expect(await purchasesOf(order.orderId)).toBe(1);
    const purchase = await stack.content.db.collection('digital_purchases').findOne({ storeOrderId: order.orderId });
    expect(purchase).toMatchObject({ userId: buyer.sub, digitalProductId: product.id, watermarkData: { email: buyer.email } });
    expect((await programsOf(buyer)).filter((p) => p.digitalProductId === product.id)).toHaveLength(1);
  });

  it('When the product was deactivated after checkout, then placing answers 409, the order stays open and nothing is granted', async () => {
    const { product, storeVariantId } = await listed(workoutProgramProduct({ title: 'Withdrawn Program' }));
    const buyer = clientIdentity();
    const order = await embeddedOrder(stack, storeVariantId, buyer);
    expect((await fetch(contentUrl(`/api/digital-products/${product.id}`), jsonRequest('PATCH', { isActive: false }, admin))).status).toBe(200);

    const res = await order.place();

    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: 'This item is no longer available' });
    expect((await (await fetch(`${stack.catalog.url}/api/orders/${order.orderId}`)).json()) as OrderSummary).toMatchObject({ status: 'pending' });
    expect(await purchasesOf(order.orderId)).toBe(0);
  });

  it('When nothing is due (a free program), then placing pays the order and grants it at once', async () => {
    const { product, storeVariantId } = await listed(workoutProgramProduct({ title: 'Free Starter Program', price: '0' }));
    const buyer = clientIdentity();
    const order = await embeddedOrder(stack, storeVariantId, buyer);

    const res = await order.place();

    expect((await res.json()) as OrderSummary).toMatchObject({ status: 'placed', paidAt: expect.any(String) });
    expect(await purchasesOf(order.orderId)).toBe(1);
    expect((await programsOf(buyer)).some((p) => p.digitalProductId === product.id)).toBe(true);
  });

  it('When a client tries to mark their own order paid, then 403; signed out, 401; nothing is granted', async () => {
    const { storeVariantId } = await listed(workoutProgramProduct({ title: 'Self Paid Program' }));
    const buyer = clientIdentity();
    const order = await embeddedOrder(stack, storeVariantId, buyer);
    expect((await order.place()).status).toBe(200);

    expect((await order.markPaid(buyer)).status).toBe(403);
    expect((await fetch(`${stack.catalog.url}/api/orders/${order.orderId}/paid`, { method: 'POST' })).status).toBe(401);
    expect(await purchasesOf(order.orderId)).toBe(0);
  });
});
