import { Router } from 'express';
import { bookingApi } from '@wsms/contracts/api';
import { route } from '@wsms/service-kit';
import type { BookingDeps } from '../../domain/booking-deps';
import { getFreeTimes } from '../../domain/free-times.use-case';

export function availabilityRoutes(deps: BookingDeps) {
  const router = Router();
  route(router, bookingApi.freeTimes, ({ params, query, res }) => {
    res.set('Cache-Control', 'no-store');
    return getFreeTimes(deps, params.id, query);
  });
  return router;
}
