import { Router } from 'express';
import type { ServiceDefinition } from '@wsms/service-kit';
import type { Config } from './config';
import { digitalProductRepository } from './data-access/digital-product-repository';
import { digitalProductRoutes } from './entry-points/api/digital-product.routes';

export function contentService(config: Config): ServiceDefinition<Config> {
  return {
    name: 'content',
    config,
    routes: async ({ db }) => {
      const products = digitalProductRepository(db);
      await db.syncIndexes();
      const router = Router();
      router.use(digitalProductRoutes(products));
      return router;
    },
  };
}
