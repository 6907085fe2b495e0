import { Router } from 'express';
import { catalogApi } from '@wsms/contracts/api';
import { notFound, route } from '@wsms/service-kit';
import type { instructorRepository } from '../../data-access/instructor-repository';
import type { digitalStoreProductUseCase } from '../../domain/digital-store-product.use-case';

/** For other services only (the gateway never forwards /internal): includes inactive records. */
export function internalRoutes(instructors: ReturnType<typeof instructorRepository>, createStoreProduct: ReturnType<typeof digitalStoreProductUseCase>) {
  const router = Router();
  const found = <T>(instructor: T | null) => {
    if (!instructor) throw notFound('Instructor not found');
    return instructor;
  };
  route(router, catalogApi.internalInstructorByEmail, async ({ query }) => found(await instructors.findByEmail(query.email)));
  route(router, catalogApi.internalInstructorById, async ({ params }) => found(await instructors.findById(params.id)));
  route(router, catalogApi.internalCreateStoreProduct, ({ body }) => createStoreProduct(body));
  return router;
}
