import { Router } from 'express';
import { catalogApi } from '@wsms/contracts/api';
import { auditedFor, forbidden, notFound, route } from '@wsms/service-kit';
import type { instructorRepository } from '../../data-access/instructor-repository';
import type { digitalStoreProductUseCase } from '../../domain/digital-store-product.use-case';
import type { instructorUseCases } from '../../domain/instructor.use-case';

/** For other services only (the gateway never forwards /internal): includes inactive records. */
export function internalRoutes(
  instructors: ReturnType<typeof instructorRepository>,
  createStoreProduct: ReturnType<typeof digitalStoreProductUseCase>,
  instructorCases: ReturnType<typeof instructorUseCases>,
) {
  const router = Router();
  const found = <T>(instructor: T | null) => {
    if (!instructor) throw notFound('Instructor not found');
    return instructor;
  };
  route(router, catalogApi.internalInstructorByEmail, async ({ query }) => found(await instructors.findByEmail(query.email)));
  // The auth service promoting someone to staff: audited as the admin who did, as their own POST /api/instructors is.
  route(router, catalogApi.internalCreateInstructor, ({ body, req }) => {
    if (body.actor.role !== 'admin') throw forbidden('Only an admin adds instructors');
    const sent = (req.body as { instructor: unknown }).instructor;
    return auditedFor(req, { actor: body.actor, asContract: catalogApi.createInstructor, body: body.instructor, sent }, () => instructorCases.create(body.instructor));
  });
  route(router, catalogApi.internalInstructorById, async ({ params }) => found(await instructors.findById(params.id)));
  route(router, catalogApi.internalCreateStoreProduct, ({ body }) => createStoreProduct(body));
  return router;
}
