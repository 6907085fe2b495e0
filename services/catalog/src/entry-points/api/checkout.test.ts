import type { Order, OrderSummary, Product } from '@wsms/contracts';
import { buildProductInput, json, startCatalog, TEST_PUBLIC_URL, type TestCatalog } from '../../testing/catalog-test-kit';

let catalog: TestCatalog;
beforeAll(async () => {
  catalog = await startCatalog('catalog_checkout');
});
afterAll(() => catalog.stop());

const createProduct = async (overrides: Record<string, unknown> = {}) =>
  json<Product>(await catalog.api.post('/api/products', buildProductInput(overrides), 'admin'));

const checkout = (body: unknown) => catalog.api.post('/api/shopify/checkout', body);
const orderIdOf = (webUrl: string) => webUrl.split('/').pop()!;

describe('POST /api/shopify/checkout (embedded store)', () => {
  it("When a buyer checks out a variant, then the answer is the site's order page and a pending order is recorded at the server's price", async () => {
    const product = await createProduct({ name: 'Band', price: '20.00', variants: [{ title: 'Heavy', price: '25.50' }] });
    const variant = product.variants[0]!;

    const res = await checkout({ variantId: variant.id, quantity: 1 });

    expect(res.status).toBe(200);
    const { webUrl } = await json<{ webUrl: string }>(res);
    expect(webUrl).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/shop/order/[A-Za-z0-9_-]{32}$`));
    const order = await json<OrderSummary>(await catalog.api.get(`/api/orders/${orderIdOf(webUrl)}`));
    expect(order).toMatchObject({
      productId: product.id,
      productName: 'Band',
      variantId: variant.id,
      variantTitle: 'Heavy',
      quantity: 1,
      unitPrice: '25.50',
      amount: '25.50',
      currency: 'USD',
      status: 'pending',
      customerName: null,
      placedAt: null,
    });
    expect(order).not.toHaveProperty('customerEmail');
  });

  it('When the quantity is left out, then it is 1', async () => {
    const product = await createProduct({ price: '9.99', variants: undefined });

    const { webUrl } = await json<{ webUrl: string }>(await checkout({ variantId: product.variants[0]!.id }));

    expect(await json(await catalog.api.get(`/api/orders/${orderIdOf(webUrl)}`))).toMatchObject({ quantity: 1, amount: '9.99' });
  });

  it("When the variant is unknown, then 404 'Product variant not found' and no order", async () => {
    const before = await catalog.db.collection('orders').countDocuments();

    const res = await checkout({ variantId: 'no-such-variant', quantity: 1 });

    expect(res.status).toBe(404);
    expect(await json(res)).toEqual({ message: 'Product variant not found' });
    expect(await catalog.db.collection('orders').countDocuments()).toBe(before);
  });

  it('When the variant is unavailable, then 409', async () => {
    const product = await createProduct({ variants: [{ title: 'Gone', available: false }] });

    const res = await checkout({ variantId: product.variants[0]!.id, quantity: 1 });

    expect(res.status).toBe(409);
    expect(await json(res)).toEqual({ message: 'This item is out of stock' });
  });

  it.each([
    ['a missing variant id', { quantity: 1 }, 'variantId'],
    ['a quantity of 0', { variantId: 'x', quantity: 0 }, 'quantity'],
    ['a quantity of 2 (checkout is for one item)', { variantId: 'x', quantity: 2 }, 'quantity'],
    ['a price from the client', { variantId: 'x', quantity: 1, price: '0.01' }, '(root)'],
  ])('When the body has %s, then 400 naming it', async (_label, body, path) => {
    const res = await checkout(body);

    expect(res.status).toBe(400);
    expect((await json<{ errors: Array<{ path: string }> }>(res)).errors[0]?.path).toBe(path);
  });

  it('When the variant id is an operator object, then 400', async () => {
    expect((await checkout({ variantId: { $ne: null }, quantity: 1 })).status).toBe(400);
  });
});

describe('embedded orders', () => {
  const newOrder = async () => {
    const product = await createProduct({ price: '15.00', variants: undefined });
    const { webUrl } = await json<{ webUrl: string }>(await checkout({ variantId: product.variants[0]!.id, quantity: 1 }));
    return orderIdOf(webUrl);
  };

  it('When the buyer places the order, then it is placed with their name; placing again is 409', async () => {
    const id = await newOrder();

    const res = await catalog.api.post(`/api/orders/${id}/place`, { name: 'Jamie Rivera', email: 'jamie@example.com' });

    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ id, status: 'placed', customerName: 'Jamie Rivera', placedAt: expect.any(String) });
    const again = await catalog.api.post(`/api/orders/${id}/place`, { name: 'Someone Else', email: 'else@example.com' });
    expect(again.status).toBe(409);
    expect(await json(again)).toEqual({ message: 'Order already placed' });
    expect(await json(await catalog.api.get(`/api/orders/${id}`))).toMatchObject({ customerName: 'Jamie Rivera' });
  });

  it('When an admin lists orders, then newest first with the customer e-mail', async () => {
    const older = await newOrder();
    const newer = await newOrder();
    await catalog.api.post(`/api/orders/${newer}/place`, { name: 'Pat', email: 'pat@example.com' });

    const orders = await json<Order[]>(await catalog.api.get('/api/orders', 'admin'));

    const ids = orders.map((o) => o.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(orders.find((o) => o.id === newer)).toMatchObject({ customerEmail: 'pat@example.com', status: 'placed' });
  });

  it('When the order id is unknown or malformed, then 404; a bad customer is 400', async () => {
    const id = await newOrder();

    expect((await catalog.api.get('/api/orders/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await catalog.api.get('/api/orders/short')).status).toBe(404);
    expect((await catalog.api.post('/api/orders/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/place', { name: 'A', email: 'a@example.com' })).status).toBe(404);
    const bad = await catalog.api.post(`/api/orders/${id}/place`, { name: 'A', email: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect((await json<{ errors: Array<{ path: string }> }>(bad)).errors[0]?.path).toBe('email');
  });
});
