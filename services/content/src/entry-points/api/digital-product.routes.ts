import { Router } from 'express';
import { hasRole } from '@wsms/contracts';
import { contentApi } from '@wsms/contracts/api';
import { route } from '@wsms/service-kit';
import type { digitalProductRepository } from '../../data-access/digital-product-repository';

export function digitalProductRoutes(products: ReturnType<typeof digitalProductRepository>) {
  const router = Router();
  route(router, contentApi.listDigitalProducts, ({ identity }) =>
    products.list({ includeInactive: hasRole(identity?.role, 'admin') }),
  );
  return router;
}
