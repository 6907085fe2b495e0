import { Router } from 'express';
import { z } from 'zod';
import { notFound, validate } from '@wsms/service-kit';
import type { instructorRepository } from '../../data-access/instructor-repository';

const idParams = z.object({ id: z.string().min(1).max(64) });

export function instructorRoutes(instructors: ReturnType<typeof instructorRepository>) {
  const router = Router();
  router.get('/api/instructors', async (_req, res) => {
    res.json(await instructors.listActive());
  });
  router.get('/api/instructors/:id', validate({ params: idParams }), async (_req, res) => {
    const instructor = await instructors.findById(res.locals.params.id);
    if (!instructor || !instructor.isActive) throw notFound('Instructor not found');
    res.json(instructor);
  });
  return router;
}
