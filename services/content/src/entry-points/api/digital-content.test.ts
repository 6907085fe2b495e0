import type { DigitalProduct, DigitalPurchase, OwnedDigitalContent, WorkoutProgram } from '@wsms/contracts';
import {
  adminIdentity,
  as,
  buyAndPay as buyAndPayAtGym,
  clientIdentity,
  embeddedOrder,
  jsonRequest,
  pdfProduct,
  pdfUpload,
  samplePdf,
  startDigitalStack,
  videoProduct,
  workoutProgramProduct,
  type DigitalStack,
} from '../../testing/digital-test-kit';
import { pagesStampedWith } from '../../testing/read-pdf-stamps';
import { htmlPage, pngBytes } from '../../testing/upload-fixtures';
import type { Identity } from '@wsms/contracts';
import { AUDIT_COLLECTION } from '@wsms/service-kit';
import { TEST_INTERNAL_SECRET } from '@wsms/service-kit/testing';

let stack: DigitalStack;
beforeAll(async () => {
  stack = await startDigitalStack('content_digital');
});
afterAll(async () => {
  await stack?.content.stop();
  await stack?.catalog.stop();
});

const admin = adminIdentity();
const contentUrl = (path: string) => `${stack.content.url}${path}`;
const catalogUrl = (path: string) => `${stack.catalog.url}${path}`;

async function createProduct(body: Record<string, unknown>) {
  const res = await fetch(contentUrl('/api/digital-products'), jsonRequest('POST', body, admin));
  expect(res.status).toBe(201);
  const product = (await res.json()) as DigitalProduct;
  const store = await fetch(contentUrl('/api/digital-products/create-shopify'), jsonRequest('POST', { digitalProductId: product.id, title: product.title, price: product.price, type: product.type }, admin));
  expect(store.status).toBe(201);
  return { product, store: (await store.json()) as { storeProductId: string; storeVariantId: string } };
}

const buyAndPay = (storeVariantId: string, buyer: Identity) => buyAndPayAtGym(stack, storeVariantId, buyer);

async function uploadPdf(bytes?: Buffer) {
  const res = await fetch(contentUrl('/api/digital-products/pdf'), pdfUpload(bytes ?? (await samplePdf(3)), admin));
  expect(res.status).toBe(201);
  return (await res.json()) as { pdfPath: string; pages: number };
}

describe('digital products', () => {
  it('When an admin creates a workout program product, then it is listed with its price and the store lists it for sale', async () => {
    const { product, store } = await createProduct(workoutProgramProduct());
    expect(product).toMatchObject({ type: 'workout_program', price: '29.99', isActive: true });
    const shopProduct = (await (await fetch(catalogUrl(`/api/products/${store.storeProductId}`))).json()) as { name: string; price: string; variants: Array<{ id: string }> };
    expect(shopProduct).toMatchObject({ name: 'Six-Week Grappling Strength', price: '29.99' });
    expect(shopProduct.variants.map((v) => v.id)).toEqual([store.storeVariantId]);
    const listed = (await (await fetch(contentUrl('/api/digital-products'), as(admin))).json()) as DigitalProduct[];
    expect(listed.find((p) => p.id === product.id)).toMatchObject({ storeProductId: store.storeProductId, storeVariantId: store.storeVariantId });
  });

  it('When an admin creates, edits and lists a product in the store, then the audit log records each write with its outcome', async () => {
    const { product } = await createProduct(videoProduct({ title: 'Audited Video' }));
    await fetch(contentUrl(`/api/digital-products/${product.id}`), jsonRequest('PATCH', { isActive: false }, admin));
    const entries = await stack.content.db.collection(AUDIT_COLLECTION).find({ 'actor.id': admin.sub }).toArray();
    const byPath = (method: string, path: string) => entries.filter((e) => e.method === method && e.path === path);
    expect(byPath('POST', '/api/digital-products').some((e) => e.target === product.id && e.outcome === 'succeeded' && e.status === 201)).toBe(true);
    expect(byPath('POST', '/api/digital-products/create-shopify').some((e) => e.outcome === 'succeeded')).toBe(true);
    expect(byPath('PATCH', `/api/digital-products/${product.id}`)).toEqual([expect.objectContaining({ outcome: 'succeeded', status: 200 })]);
  });

  it('When the store product is asked for twice, then the same store product answers (no duplicate in the shop)', async () => {
    const { product, store } = await createProduct(videoProduct());
    const again = await fetch(contentUrl('/api/digital-products/create-shopify'), jsonRequest('POST', { digitalProductId: product.id }, admin));
    expect(await again.json()).toEqual(store);
    const shop = (await (await fetch(catalogUrl('/api/products'))).json()) as Array<{ name: string }>;
    expect(shop.filter((p) => p.name === 'Guard Passing Fundamentals')).toHaveLength(1);
  });

  it('When an admin deactivates a listed product, then the shop stops selling it; reactivated, it is on sale again at its new price', async () => {
    const { product, store } = await createProduct(videoProduct({ title: 'Off Sale Video' }));
    const shopView = async () => (await (await fetch(catalogUrl(`/api/products/${store.storeProductId}`))).json()) as { name: string; price: string; inStock: boolean };
    const checkout = () => fetch(catalogUrl('/api/shopify/checkout'), jsonRequest('POST', { variantId: store.storeVariantId, quantity: 1 }));

    const off = await fetch(contentUrl(`/api/digital-products/${product.id}`), jsonRequest('PATCH', { isActive: false }, admin));
    expect(off.status).toBe(200);
    expect(await shopView()).toMatchObject({ inStock: false });
    expect((await checkout()).status).toBe(409);

    const on = await fetch(contentUrl(`/api/digital-products/${product.id}`), jsonRequest('PATCH', { isActive: true, title: 'Back On Sale Video', price: '12.50' }, admin));
    expect(on.status).toBe(200);
    expect(await shopView()).toMatchObject({ name: 'Back On Sale Video', price: '12.50', inStock: true });
    expect((await checkout()).status).toBe(200);
  });

  it('When an inactive product is listed in the store, then it is listed off sale', async () => {
    const { store } = await createProduct(videoProduct({ title: 'Listed Inactive Video', isActive: false }));
    expect((await fetch(catalogUrl('/api/shopify/checkout'), jsonRequest('POST', { variantId: store.storeVariantId, quantity: 1 }))).status).toBe(409);
  });

  it('When a workout program has no exercises, then 400 names the field and nothing is stored', async () => {
    const before = await stack.content.db.collection('digital_products').countDocuments();
    const res = await fetch(contentUrl('/api/digital-products'), jsonRequest('POST', workoutProgramProduct({ content: { exercises: [] } }), admin));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain('Add at least one exercise');
    expect(await stack.content.db.collection('digital_products').countDocuments()).toBe(before);
  });

  it('When a video link is not YouTube or a price has three decimals, then 400', async () => {
    const notYoutube = await fetch(contentUrl('/api/digital-products'), jsonRequest('POST', videoProduct({ content: { youtubeUrl: 'https://evil.example/watch?v=dQw4w9WgXcQ' } }), admin));
    expect(notYoutube.status).toBe(400);
    const price = await fetch(contentUrl('/api/digital-products'), jsonRequest('POST', videoProduct({ price: '1.999' }), admin));
    expect(price.status).toBe(400);
  });

  it('When a visitor lists products, then inactive ones, video links, PDFs and exercises are left out', async () => {
    const { product } = await createProduct(videoProduct({ title: 'Hidden Video', isActive: false }));
    await createProduct(videoProduct({ title: 'Public Video' }));
    const listed = (await (await fetch(contentUrl('/api/digital-products'))).json()) as DigitalProduct[];
    expect(listed.some((p) => p.id === product.id)).toBe(false);
    const visible = listed.find((p) => p.title === 'Public Video')!;
    expect(visible.content).not.toHaveProperty('youtubeUrl');
    expect(listed.every((p) => !('exercises' in p.content) && !('pdfPath' in p.content))).toBe(true);
  });

  it('When an admin edits a product, then the change is kept and the content must still fit its type', async () => {
    const { product } = await createProduct(workoutProgramProduct({ title: 'Edit Me' }));
    const ok = await fetch(contentUrl(`/api/digital-products/${product.id}`), jsonRequest('PATCH', { isActive: false, price: '12.5' }, admin));
    expect(await ok.json()).toMatchObject({ isActive: false, price: '12.50' });
    const wrong = await fetch(contentUrl(`/api/digital-products/${product.id}`), jsonRequest('PATCH', { content: { youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ' } }, admin));
    expect(wrong.status).toBe(400);
  });
});

describe('buying digital content', () => {
  it("When a signed-in client's order of a workout program is paid, then it is their purchase, in My Programs and loggable in the tracker", async () => {
    const { product, store } = await createProduct(workoutProgramProduct({ title: 'Bought Program' }));
    const client = clientIdentity();
    const { orderId } = await buyAndPay(store.storeVariantId, client);

    const purchases = await stack.content.db.collection('digital_purchases').find({ storeOrderId: orderId }).toArray();
    expect(purchases).toHaveLength(1);
    expect(purchases[0]).toMatchObject({ userId: client.sub, digitalProductId: product.id, accessGranted: true, watermarkData: { email: client.email } });

    const mine = (await (await fetch(contentUrl('/api/user/workout-programs'), as(client))).json()) as WorkoutProgram[];
    const program = mine.find((p) => p.digitalProductId === product.id);
    expect(program?.exercises.map((e) => e.name)).toEqual(['Trap Bar Deadlift', 'Turkish Get-Up']);
    const log = await fetch(contentUrl('/api/user/exercise-logs'), jsonRequest('POST', { workoutProgramId: program!.id, exerciseName: 'Trap Bar Deadlift', sets: 4, reps: 5, weight: 225 }, client));
    expect(log.status).toBe(201);

    const other = (await (await fetch(contentUrl('/api/user/workout-programs'), as(clientIdentity()))).json()) as WorkoutProgram[];
    expect(other.some((p) => p.digitalProductId === product.id)).toBe(false);
  });

  it('When a signed-out visitor places the order of digital content, then 401 and the order stays open for them to sign in', async () => {
    const { store } = await createProduct(workoutProgramProduct({ title: 'Needs Sign In' }));
    const { place, orderId } = await embeddedOrder(stack, store.storeVariantId);
    const res = await place();
    expect(res.status).toBe(401);
    expect(((await res.json()) as { message: string }).message).toBe('Sign in to buy digital content');
    expect((await (await fetch(catalogUrl(`/api/orders/${orderId}`))).json()) as { status: string }).toMatchObject({ status: 'pending' });
  });

  it('When the store reports one order line twice, then there is one purchase', async () => {
    const { store } = await createProduct(videoProduct({ title: 'Reported Twice' }));
    const grant = { userId: 'u-twice', email: 'twice@example.com', storeOrderId: 'order-twice', storeLineId: 'line-1', storeVariantId: store.storeVariantId };
    const headers = { 'content-type': 'application/json', 'x-internal-secret': TEST_INTERNAL_SECRET };
    const send = () => fetch(contentUrl('/internal/digital-purchases'), { method: 'POST', headers, body: JSON.stringify(grant) });
    const [a, b] = await Promise.all([send(), send()]);
    const [first, second] = (await Promise.all([a.json(), b.json()])) as DigitalPurchase[];
    expect(first?.id).toBe(second?.id);
    expect(first?.id).toMatch(/^[a-f0-9]{24}$/);
    expect(await stack.content.db.collection('digital_purchases').countDocuments({ storeOrderId: 'order-twice' })).toBe(1);
  });

  it('When a client bought a video, then their digital content has the privacy-enhanced embed and a non-buyer has none', async () => {
    const { product, store } = await createProduct(videoProduct({ title: 'Embed Me' }));
    const client = clientIdentity();
    await buyAndPay(store.storeVariantId, client);
    const mineRes = await fetch(contentUrl('/api/user/digital-content'), as(client));
    const mine = (await mineRes.json()) as OwnedDigitalContent[];
    if (!Array.isArray(mine)) throw new Error(JSON.stringify(mine));
    expect(mine.find((c) => c.product.id === product.id)?.product).toMatchObject({ embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', chapters: [{ title: 'Posture', timestamp: '0:00' }] });
    const others = (await (await fetch(contentUrl('/api/user/digital-content'), as(clientIdentity()))).json()) as OwnedDigitalContent[];
    expect(others).toEqual([]);
  });
});

describe('PDFs', () => {
  it('When an admin uploads a PDF, then its pages are counted; a PNG or an HTML page sent as a PDF is refused with 415', async () => {
    expect(await uploadPdf(await samplePdf(4))).toMatchObject({ pages: 4 });
    for (const bytes of [await pngBytes(), htmlPage, Buffer.from('%PDF-1.7\nnot really a pdf')]) {
      const res = await fetch(contentUrl('/api/digital-products/pdf'), pdfUpload(bytes, admin));
      expect(res.status).toBe(415);
    }
  });

  it('When a pdf product names a file that was never uploaded, then 400', async () => {
    const res = await fetch(contentUrl('/api/digital-products'), jsonRequest('POST', pdfProduct('0123456789abcdef01234567'), admin));
    expect(res.status).toBe(400);
  });

  it("When the buyer downloads the PDF, then every page carries their e-mail and purchase id; another client 403, signed out 401, admins their own stamp", async () => {
    const { pdfPath } = await uploadPdf();
    const { product, store } = await createProduct(pdfProduct(pdfPath));
    const buyer = clientIdentity({ email: 'pdf.buyer@example.com' });
    const { orderId } = await buyAndPay(store.storeVariantId, buyer);
    const purchase = await stack.content.db.collection('digital_purchases').findOne({ storeOrderId: orderId });

    const res = await fetch(contentUrl(`/api/digital-products/${product.id}/pdf`), as(buyer));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('cache-control')).toContain('no-store');
    const stamped = Buffer.from(await res.arrayBuffer());
    expect(await pagesStampedWith(stamped, `Licensed to pdf.buyer@example.com - purchase ${String(purchase!._id)}`)).toEqual([true, true, true]);

    expect((await fetch(contentUrl(`/api/digital-products/${product.id}/pdf`), as(clientIdentity()))).status).toBe(403);
    expect((await fetch(contentUrl(`/api/digital-products/${product.id}/pdf`))).status).toBe(401);
    const adminCopy = await fetch(contentUrl(`/api/digital-products/${product.id}/pdf`), as(admin));
    expect(adminCopy.status).toBe(200);
    expect(await pagesStampedWith(Buffer.from(await adminCopy.arrayBuffer()), `Licensed to ${admin.email} - purchase admin-preview`)).toEqual([true, true, true]);
  });
});
