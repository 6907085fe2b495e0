import { Router } from 'express';
import { catalogApi } from '@wsms/contracts/api';
import { route, type ReadCache } from '@wsms/service-kit';
import type { testimonialUseCases } from '../../domain/testimonial.use-case';
import { cachedList } from './route-helpers';

export function testimonialRoutes(testimonials: ReturnType<typeof testimonialUseCases>, cache: ReadCache) {
  const router = Router();
  route(router, catalogApi.listTestimonials, ({ query, identity, res }) =>
    cachedList(cache, 'testimonials', query.scope, identity, res, (scope) => testimonials.list(scope)),
  );
  route(router, catalogApi.createTestimonial, ({ body }) => testimonials.create(body));
  route(router, catalogApi.approveTestimonial, ({ params, body }) => testimonials.setApproved(params.id, body.isApproved));
  return router;
}
