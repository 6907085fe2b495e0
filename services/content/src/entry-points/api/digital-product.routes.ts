import { Router } from 'express';
import { hasRole } from '@wsms/contracts';
import type { digitalProductRepository } from '../../data-access/digital-product-repository';

export function digitalProductRoutes(products: ReturnType<typeof digitalProductRepository>) {
  const router = Router();
  router.get('/api/digital-products', async (req, res) => {
    res.json(await products.list({ includeInactive: hasRole(req.identity?.role, 'admin') }));
  });
  return router;
}
