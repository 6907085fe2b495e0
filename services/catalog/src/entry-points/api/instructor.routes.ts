import { Router } from 'express';
import { instructorCreateSchema, instructorUpdateSchema } from '@wsms/contracts';
import { requireRole, validate } from '@wsms/service-kit';
import type { instructorUseCases } from '../../domain/instructor.use-case';
import { idParams, viewerOf } from './route-helpers';

export function instructorRoutes(instructors: ReturnType<typeof instructorUseCases>) {
  const router = Router();
  const admin = requireRole('admin');

  router.get('/api/instructors', async (req, res) => {
    res.json(await instructors.list(viewerOf(req)));
  });
  router.get('/api/instructors/:id', validate({ params: idParams }), async (req, res) => {
    res.json(await instructors.get(res.locals.params.id, viewerOf(req)));
  });
  router.post('/api/instructors', admin, validate({ body: instructorCreateSchema }), async (_req, res) => {
    res.status(201).json(await instructors.create(res.locals.body));
  });
  router.put('/api/instructors/:id', admin, validate({ params: idParams, body: instructorUpdateSchema }), async (_req, res) => {
    res.json(await instructors.update(res.locals.params.id, res.locals.body));
  });
  router.delete('/api/instructors/:id', admin, validate({ params: idParams }), async (_req, res) => {
    await instructors.remove(res.locals.params.id);
    res.status(204).end();
  });
  return router;
}
