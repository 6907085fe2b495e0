import { Router } from 'express';
import { bookingApi } from '@wsms/contracts/api';
import { etagOf, route, setRevalidatedCaching } from '@wsms/service-kit';
import type { BookableDeps } from '../../domain/availability/bookable';
import { getFreeTimes } from '../../domain/availability/free-times.use-case';

export function availabilityRoutes(deps: BookableDeps) {
  const router = Router();
  // Free times change with every hold, so they are never reused unasked; an unchanged answer is a 304.
  route(router, bookingApi.freeTimes, async ({ params, query, res }) => {
    const body = await getFreeTimes(deps, params.id, query);
    setRevalidatedCaching(res, etagOf(body), 'public');
    return body;
  });
  return router;
}
