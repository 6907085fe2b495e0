import { Router } from 'express';
import type { instructorRepository } from '../../data-access/instructor-repository';

export function instructorRoutes(instructors: ReturnType<typeof instructorRepository>) {
  const router = Router();
  router.get('/api/instructors', async (_req, res) => {
    res.json(await instructors.listActive());
  });
  return router;
}
