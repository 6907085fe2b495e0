import { Router } from 'express';
import { bookingApi } from '@wsms/contracts/api';
import { etagOf, route, setRevalidatedCaching } from '@wsms/service-kit';
import type { BookingDeps } from '../../domain/booking-deps';
import { getFreeTimes } from '../../domain/free-times.use-case';

export function availabilityRoutes(deps: BookingDeps) {
  const router = Router();
  // Free times change with every hold, so they are never reused unasked; an unchanged answer is a 304.
  route(router, bookingApi.freeTimes, async ({ params, query, res }) => {
    const body = await getFreeTimes(deps, params.id, query);
    setRevalidatedCaching(res, etagOf(body), 'public');
    return body;
  });
  return router;
}
