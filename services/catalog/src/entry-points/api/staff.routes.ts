import { Router } from 'express';
import { staffCreateSchema, staffUpdateSchema } from '@wsms/contracts';
import { requireRole, validate } from '@wsms/service-kit';
import type { staffUseCases } from '../../domain/staff.use-case';
import { idParams, viewerOf } from './route-helpers';

export function staffRoutes(staff: ReturnType<typeof staffUseCases>) {
  const router = Router();
  const admin = requireRole('admin');

  router.get('/api/staff', async (req, res) => {
    res.json(await staff.list(viewerOf(req)));
  });
  router.get('/api/staff/:id', validate({ params: idParams }), async (req, res) => {
    res.json(await staff.get(res.locals.params.id, viewerOf(req)));
  });
  router.post('/api/staff', admin, validate({ body: staffCreateSchema }), async (_req, res) => {
    res.status(201).json(await staff.create(res.locals.body));
  });
  router.put('/api/staff/:id', admin, validate({ params: idParams, body: staffUpdateSchema }), async (_req, res) => {
    res.json(await staff.update(res.locals.params.id, res.locals.body));
  });
  router.delete('/api/staff/:id', admin, validate({ params: idParams }), async (_req, res) => {
    await staff.remove(res.locals.params.id);
    res.status(204).end();
  });
  return router;
}
