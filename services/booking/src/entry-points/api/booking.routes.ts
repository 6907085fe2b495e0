import { Router } from 'express';
import { z } from 'zod';
import { requireAuth, validate } from '@wsms/service-kit';
import type { bookingRepository } from '../../data-access/booking-repository';
import { bookingFilterFor } from '../../domain/list-bookings.use-case';

const listQuery = z.strictObject({ clientEmail: z.email().max(254).optional() });

export function bookingRoutes(bookings: ReturnType<typeof bookingRepository>) {
  const router = Router();
  router.get('/api/bookings', requireAuth, validate({ query: listQuery }), async (req, res) => {
    const filter = bookingFilterFor(req.identity!, res.locals.query.clientEmail);
    res.json(await bookings.list(filter));
  });
  return router;
}
