import { Router } from 'express';
import { catalogApi } from '@wsms/contracts/api';
import { notFound, publicListPolicy, route, setPublicCaching, type ReadCache } from '@wsms/service-kit';
import type { ProductRepository } from '../../data-access/product-repository';
import type { productAdminUseCases } from '../../domain/product-admin.use-case';
import type { StoreAdapter } from '../../domain/store-adapter';

// The stored SVG is ours, but it is still served as an inert document: no scripts, no external loads.
const imageHeaders = {
  'Content-Type': 'image/svg+xml; charset=utf-8',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  'Cache-Control': 'public, max-age=31536000, immutable',
};

export function productRoutes(deps: {
  store: StoreAdapter;
  products: ProductRepository;
  admin: ReturnType<typeof productAdminUseCases>;
  cache: ReadCache;
}) {
  const { store, products, admin, cache } = deps;
  const router = Router();

  // The same list for everyone (the store's products), so one cached answer serves every visitor.
  route(router, catalogApi.listProducts, async ({ res }) => {
    const { body, etag } = await cache.get('products', () => store.listProducts());
    setPublicCaching(res, etag, publicListPolicy);
    return body;
  });
  route(router, catalogApi.getProduct, async ({ params }) => {
    const product = await store.getProduct(params.id);
    if (!product) throw notFound('Product not found');
    return product;
  });
  route(router, catalogApi.getProductImage, async ({ params, res }) => {
    const svg = await products.findImage(params.id);
    if (!svg) throw notFound('Product image not found');
    res.set(imageHeaders);
    return svg;
  });
  route(router, catalogApi.createProduct, ({ body }) => admin.create(body));
  route(router, catalogApi.updateProduct, ({ params, body }) => admin.update(params.id, body));
  return router;
}
