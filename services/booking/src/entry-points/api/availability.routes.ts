import { Router } from 'express';
import { z } from 'zod';
import { freeTimesQuerySchema } from '@wsms/contracts';
import { validate } from '@wsms/service-kit';
import type { BookingDeps } from '../../domain/booking-deps';
import { getFreeTimes } from '../../domain/free-times.use-case';

const params = z.object({ id: z.string().min(1).max(64) });

export function availabilityRoutes(deps: BookingDeps) {
  const router = Router();
  router.get('/api/instructors/:id/availability', validate({ params, query: freeTimesQuerySchema }), async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(await getFreeTimes(deps, res.locals.params.id, res.locals.query));
  });
  return router;
}
