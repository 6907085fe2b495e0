import type { Product } from '@wsms/contracts';
import { buildProductInput, json, startCatalog, type TestCatalog } from '../testing/catalog-test-kit';
import { buildShopifyProduct, startShopifyStandIn } from '../testing/shopify-stand-in';

let shopify: Awaited<ReturnType<typeof startShopifyStandIn>>;
let catalog: TestCatalog;

const productsPage = (nodes: unknown[], hasNextPage = false, endCursor: string | null = null) => ({
  body: { data: { products: { nodes, pageInfo: { hasNextPage, endCursor } } } },
});
const cartAnswer = (cartCreate: unknown) => ({ body: { data: { cartCreate } } });

beforeAll(async () => {
  shopify = await startShopifyStandIn(() => productsPage([]));
  catalog = await startCatalog('catalog_shopify', {
    SHOPIFY_STORE_DOMAIN: 'wsms-test.myshopify.com',
    SHOPIFY_STOREFRONT_TOKEN: 'public-storefront-token',
    SHOPIFY_API_VERSION: '2025-07',
    SHOPIFY_API_ORIGIN_OVERRIDE: shopify.origin,
    // Each test changes the store's answers between calls: the list cache (tested in public-cache.test.ts) would hide them.
    PUBLIC_CACHE_MS: '0',
  });
});
afterAll(async () => {
  await catalog.stop();
  await shopify.stop();
});
beforeEach(() => {
  shopify.calls.length = 0;
});

describe('Shopify store adapter: products', () => {
  it("When products are listed, then the Storefront API is queried with the token and answers map to our Product shape", async () => {
    const rated = buildShopifyProduct({
      id: 'gid://shopify/Product/7002',
      title: 'Foam Roller',
      productType: '',
      rating: { value: '{"value":"4.6","scale_min":"1.0","scale_max":"5.0"}' },
      ratingCount: { value: '23' },
    });
    shopify.answerWith(() => productsPage([buildShopifyProduct(), rated]));

    const res = await catalog.api.get('/api/products');

    expect(res.status).toBe(200);
    const [plain, withRating] = await json<Product[]>(res);
    expect(shopify.calls[0]?.path).toBe('/api/2025-07/graphql.json');
    expect(shopify.calls[0]?.headers['x-shopify-storefront-access-token']).toBe('public-storefront-token');
    expect(plain).toEqual({
      id: '7001',
      name: 'Competition Rash Guard',
      description: 'IBJJF-legal rash guard.',
      price: '55.00',
      image: 'https://cdn.shopify.com/s/files/rash-guard.png',
      images: ['https://cdn.shopify.com/s/files/rash-guard.png'],
      category: 'Apparel',
      storeId: 'gid://shopify/Product/7001',
      handle: 'competition-rash-guard',
      collection: 'apparel',
      tags: ['no-gi'],
      variants: [
        { id: 'gid://shopify/ProductVariant/9001', title: 'M', price: '55.00', available: true },
        { id: 'gid://shopify/ProductVariant/9002', title: 'XL', price: '59.50', available: false },
      ],
      inStock: true,
      rating: null,
      reviewCount: null,
    });
    expect(withRating).toMatchObject({ id: '7002', category: 'Apparel', rating: 4.6, reviewCount: 23 });
  });

  it('When the store has more than one page, then every page is fetched with the cursor', async () => {
    shopify.answerWith((call) =>
      call.variables.after === 'cursor-1'
        ? productsPage([buildShopifyProduct({ id: 'gid://shopify/Product/2' })])
        : productsPage([buildShopifyProduct({ id: 'gid://shopify/Product/1' })], true, 'cursor-1'),
    );

    const products = await json<Product[]>(await catalog.api.get('/api/products'));

    expect(products.map((p) => p.id)).toEqual(['1', '2']);
    expect(shopify.calls.map((c) => c.variables.after)).toEqual([null, 'cursor-1']);
  });

  it('When one product is asked for, then it is fetched by its GID; unknown or malformed ids are 404', async () => {
    shopify.answerWith((call) => ({
      body: { data: { product: call.variables.id === 'gid://shopify/Product/7001' ? buildShopifyProduct() : null } },
    }));

    expect(await json(await catalog.api.get('/api/products/7001'))).toMatchObject({ id: '7001', name: 'Competition Rash Guard' });
    expect((await catalog.api.get('/api/products/7999')).status).toBe(404);
    const callsBefore = shopify.calls.length;
    expect((await catalog.api.get('/api/products/not-a-number')).status).toBe(404);
    expect(shopify.calls.length).toBe(callsBefore);
  });

  it('When the Storefront API fails (GraphQL errors or HTTP 500), then 502 with a clear message', async () => {
    shopify.answerWith(() => ({ body: { errors: [{ message: 'Throttled' }] } }));
    const graphqlError = await catalog.api.get('/api/products');
    shopify.answerWith(() => ({ status: 500, body: { errors: 'Internal error' } }));
    const httpError = await catalog.api.get('/api/products');

    expect(graphqlError.status).toBe(502);
    expect(await json(graphqlError)).toEqual({ message: 'The store is unavailable. Please try again later.' });
    expect(httpError.status).toBe(502);
  });

  it('When an admin tries to create or edit a product, then 409: the Shopify store owns products', async () => {
    const created = await catalog.api.post('/api/products', buildProductInput(), 'admin');

    expect(created.status).toBe(409);
    expect(await json(created)).toEqual({ message: 'Products are managed in the Shopify store' });
  });
});

describe('Shopify store adapter: checkout', () => {
  it('When a buyer checks out, then a cart is created with the variant and quantity and its checkoutUrl is answered', async () => {
    shopify.answerWith(() =>
      cartAnswer({ cart: { id: 'gid://shopify/Cart/c1', checkoutUrl: 'https://wsms-test.myshopify.com/cart/c/c1' }, userErrors: [] }),
    );

    const res = await catalog.api.post('/api/shopify/checkout', { variantId: 'gid://shopify/ProductVariant/9001', quantity: 1 });

    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ webUrl: 'https://wsms-test.myshopify.com/cart/c/c1' });
    expect(shopify.calls[0]?.query).toContain('cartCreate');
    expect(shopify.calls[0]?.variables).toEqual({
      input: { lines: [{ merchandiseId: 'gid://shopify/ProductVariant/9001', quantity: 1 }] },
    });
    expect(await catalog.db.collection('orders').countDocuments()).toBe(0);
  });

  it("When Shopify answers userErrors for the line, then 404 'Product variant not found'", async () => {
    shopify.answerWith(() =>
      cartAnswer({ cart: null, userErrors: [{ field: ['input', 'lines', '0'], message: 'The merchandise line is invalid.', code: 'INVALID_MERCHANDISE_LINE' }] }),
    );

    const res = await catalog.api.post('/api/shopify/checkout', { variantId: 'gid://shopify/ProductVariant/1', quantity: 1 });

    expect(res.status).toBe(404);
    expect(await json(res)).toEqual({ message: 'Product variant not found' });
  });

  it('When Shopify answers another userError, then 422 carrying its message', async () => {
    shopify.answerWith(() => cartAnswer({ cart: null, userErrors: [{ field: null, message: 'Cart limit reached.', code: 'INVALID' }] }));

    const res = await catalog.api.post('/api/shopify/checkout', { variantId: 'gid://shopify/ProductVariant/9001', quantity: 1 });

    expect(res.status).toBe(422);
    expect(await json(res)).toEqual({ message: 'The store refused the checkout: Cart limit reached.' });
  });

  it("When the cart comes back without a checkout URL, then 502 'Failed to create checkout'", async () => {
    shopify.answerWith(() => cartAnswer({ cart: { id: 'gid://shopify/Cart/c2', checkoutUrl: null }, userErrors: [] }));

    const res = await catalog.api.post('/api/shopify/checkout', { variantId: 'gid://shopify/ProductVariant/9001', quantity: 1 });

    expect(res.status).toBe(502);
    expect(await json(res)).toEqual({ message: 'Failed to create checkout' });
  });

  it('When the variant id is not a Shopify variant GID, then 404 without calling Shopify', async () => {
    const res = await catalog.api.post('/api/shopify/checkout', { variantId: 'performance-training-tee-m', quantity: 1 });

    expect(res.status).toBe(404);
    expect(shopify.calls).toHaveLength(0);
  });
});
