import { Router } from 'express';
import { productCreateSchema, productUpdateSchema } from '@wsms/contracts';
import { notFound, requireRole, validate } from '@wsms/service-kit';
import type { ProductRepository } from '../../data-access/product-repository';
import type { productAdminUseCases } from '../../domain/product-admin.use-case';
import type { StoreAdapter } from '../../domain/store-adapter';
import { idParams } from './route-helpers';

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
}) {
  const { store, products, admin } = deps;
  const router = Router();
  const adminOnly = requireRole('admin');

  router.get('/api/products', async (_req, res) => {
    res.json(await store.listProducts());
  });
  router.get('/api/products/:id', validate({ params: idParams }), async (_req, res) => {
    const product = await store.getProduct(res.locals.params.id);
    if (!product) throw notFound('Product not found');
    res.json(product);
  });
  router.get('/api/products/:id/image', validate({ params: idParams }), async (_req, res) => {
    const svg = await products.findImage(res.locals.params.id);
    if (!svg) throw notFound('Product image not found');
    res.set(imageHeaders).send(svg);
  });
  router.post('/api/products', adminOnly, validate({ body: productCreateSchema }), async (_req, res) => {
    res.status(201).json(await admin.create(res.locals.body));
  });
  router.put('/api/products/:id', adminOnly, validate({ params: idParams, body: productUpdateSchema }), async (_req, res) => {
    res.json(await admin.update(res.locals.params.id, res.locals.body));
  });
  return router;
}
