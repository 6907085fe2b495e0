import type { Product } from '@wsms/contracts';
import { buildProductInput, json, startCatalog, type TestCatalog } from '../../testing/catalog-test-kit';

let catalog: TestCatalog;
beforeAll(async () => {
  catalog = await startCatalog('catalog_products');
});
afterAll(() => catalog.stop());

const createProduct = async (overrides: Record<string, unknown> = {}) => {
  const res = await catalog.api.post('/api/products', buildProductInput(overrides), 'admin');
  expect(res.status).toBe(201);
  return json<Product>(res);
};

describe('embedded products', () => {
  it('When an admin creates a product, then prices are decimal strings, variants get ids and unknown ratings are null', async () => {
    const product = await createProduct({ name: 'Jump Rope', price: 19.5, variants: [{ title: '9 ft' }, { title: '10 ft', price: '21' }] });

    expect(product).toMatchObject({
      name: 'Jump Rope',
      price: '19.50',
      handle: 'jump-rope',
      category: 'Gear',
      inStock: true,
      rating: null,
      reviewCount: null,
    });
    expect(product.variants.map((v) => [v.title, v.price, v.available])).toEqual([
      ['9 ft', '19.50', true],
      ['10 ft', '21.00', true],
    ]);
    expect(product.variants.every((v) => v.id.length > 0)).toBe(true);
    expect(product).not.toHaveProperty('imageSvg');
  });

  it('When a variant gives only its id, then it is titled Default and sold at the product price', async () => {
    const product = await createProduct({ price: '8.00', variants: [{ id: 'only-an-id' }] });

    expect(product.variants).toEqual([{ id: 'only-an-id', title: 'Default', price: '8.00', available: true }]);
  });

  it('When a product has no variants, then it gets one Default variant at its price', async () => {
    const product = await createProduct({ variants: undefined, price: '12.00' });

    expect(product.variants).toEqual([{ id: expect.any(String), title: 'Default', price: '12.00', available: true }]);
  });

  it('When the list and one product are fetched, then both carry the same real rating fields', async () => {
    const rated = await createProduct({ rating: 4.5, reviewCount: 17 });

    const list = await json<Product[]>(await catalog.api.get('/api/products'));
    const one = await json<Product>(await catalog.api.get(`/api/products/${rated.id}`));

    expect(list.find((p) => p.id === rated.id)).toEqual(one);
    expect(one).toMatchObject({ rating: 4.5, reviewCount: 17 });
  });

  it('When the handle or a variant id is already used, then 409', async () => {
    const first = await createProduct({ handle: 'unique-handle', variants: [{ id: 'fixed-variant', title: 'One' }] });

    expect((await catalog.api.post('/api/products', buildProductInput({ handle: 'unique-handle' }), 'admin')).status).toBe(409);
    const sameVariant = buildProductInput({ variants: [{ id: 'fixed-variant', title: 'Two' }] });
    expect((await catalog.api.post('/api/products', sameVariant, 'admin')).status).toBe(409);
    const other = await createProduct();
    expect((await catalog.api.put(`/api/products/${other.id}`, { handle: first.handle }, 'admin')).status).toBe(409);
  });

  it('When an admin updates a product partially, then only those fields change', async () => {
    const product = await createProduct({ description: 'Keep me' });

    const res = await catalog.api.put(`/api/products/${product.id}`, { price: '30', inStock: false, collection: 'sale' }, 'admin');

    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ price: '30.00', inStock: false, collection: 'sale', description: 'Keep me' });
  });

  it.each([
    ['a name', { name: '' }, 'name'],
    ['a price', { price: undefined }, 'price'],
    ['a price with at most 2 decimals', { price: '1.234' }, 'price'],
    ['a rating from 0 to 5', { rating: 7 }, 'rating'],
    ['a lowercase handle', { handle: 'Bad Handle' }, 'handle'],
  ])('When the payload lacks %s, then 400 naming it', async (_label, overrides, path) => {
    const res = await catalog.api.post('/api/products', buildProductInput(overrides), 'admin');

    expect(res.status).toBe(400);
    expect((await json<{ errors: Array<{ path: string }> }>(res)).errors[0]?.path).toBe(path);
  });

  it('When a product is unknown or its id malformed, then 404', async () => {
    expect((await catalog.api.get('/api/products/000000000000000000000000')).status).toBe(404);
    expect((await catalog.api.get('/api/products/nope')).status).toBe(404);
    expect((await catalog.api.put('/api/products/000000000000000000000000', { name: 'X' }, 'admin')).status).toBe(404);
  });
});

describe('GET /api/products/:id/image', () => {
  it('When a product has a stored SVG, then it is served as an inert, long-cached image', async () => {
    const id = catalog.repos.products.newId();
    await catalog.repos.products.insert({
      _id: id,
      name: 'Pictured',
      description: '',
      priceCents: 100,
      image: `/api/products/${String(id)}/image`,
      images: [],
      category: 'Gear',
      storeId: '',
      handle: 'pictured',
      storeCollection: '',
      tags: [],
      variants: [{ id: 'pictured-default', title: 'Default', priceCents: 100, available: true }],
      inStock: true,
      rating: null,
      reviewCount: null,
      imageSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
    });

    const res = await catalog.api.get(`/api/products/${String(id)}/image`);

    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(res.headers.get('cache-control')).toContain('max-age=31536000');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await res.text()).toContain('<svg');
  });

  it('When a product has no stored image or does not exist, then 404', async () => {
    const product = await createProduct();

    expect((await catalog.api.get(`/api/products/${product.id}/image`)).status).toBe(404);
    expect((await catalog.api.get('/api/products/000000000000000000000000/image')).status).toBe(404);
  });
});
