import { Router } from 'express';
import { catalogApi } from '@wsms/contracts/api';
import { route } from '@wsms/service-kit';
import type { testimonialUseCases } from '../../domain/testimonial.use-case';
import { viewerOf } from './route-helpers';

export function testimonialRoutes(testimonials: ReturnType<typeof testimonialUseCases>) {
  const router = Router();
  route(router, catalogApi.listTestimonials, ({ identity }) => testimonials.list(viewerOf(identity)));
  route(router, catalogApi.createTestimonial, ({ body }) => testimonials.create(body));
  route(router, catalogApi.approveTestimonial, ({ params, body }) => testimonials.setApproved(params.id, body.isApproved));
  return router;
}
