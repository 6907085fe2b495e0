import { Router } from 'express';
import { testimonialApprovalSchema, testimonialCreateSchema } from '@wsms/contracts';
import { requireRole, validate } from '@wsms/service-kit';
import type { testimonialUseCases } from '../../domain/testimonial.use-case';
import { idParams, viewerOf } from './route-helpers';

export function testimonialRoutes(testimonials: ReturnType<typeof testimonialUseCases>) {
  const router = Router();
  const admin = requireRole('admin');

  router.get('/api/testimonials', async (req, res) => {
    res.json(await testimonials.list(viewerOf(req)));
  });
  router.post('/api/testimonials', admin, validate({ body: testimonialCreateSchema }), async (_req, res) => {
    res.status(201).json(await testimonials.create(res.locals.body));
  });
  router.put('/api/testimonials/:id', admin, validate({ params: idParams, body: testimonialApprovalSchema }), async (_req, res) => {
    res.json(await testimonials.setApproved(res.locals.params.id, res.locals.body.isApproved));
  });
  return router;
}
