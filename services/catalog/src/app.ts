import { Router } from 'express';
import type { ServiceDefinition } from '@wsms/service-kit';
import type { Config } from './config';
import { instructorRepository } from './data-access/instructor-repository';
import { instructorRoutes } from './entry-points/api/instructor.routes';
import { internalRoutes } from './entry-points/api/internal.routes';

export function catalogService(config: Config): ServiceDefinition<Config> {
  return {
    name: 'catalog',
    config,
    routes: async ({ db, config: cfg }) => {
      const instructors = instructorRepository(db);
      await db.syncIndexes();
      const router = Router();
      router.use(instructorRoutes(instructors));
      router.use(internalRoutes(cfg.INTERNAL_SECRET, instructors));
      return router;
    },
  };
}
