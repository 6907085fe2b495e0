import { Router } from 'express';
import { z } from 'zod';
import { bookingIdSchema } from '@wsms/contracts';
import { validate } from '@wsms/service-kit';
import type { BookingDeps } from '../../domain/booking-deps';
import { cancelCheckout } from '../../domain/cancel-checkout.use-case';
import { getCheckoutSummary } from '../../domain/checkout-summary.use-case';
import { payEmbedded } from '../../domain/confirm-booking.use-case';

const params = z.object({ bookingId: bookingIdSchema });

/** The site's own checkout page (public: the random booking id is the key). Pay exists only without Stripe. */
export function checkoutRoutes(deps: BookingDeps) {
  const router = Router();
  router.use('/api/checkout', (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  router.get('/api/checkout/:bookingId', validate({ params }), async (_req, res) => {
    res.json(await getCheckoutSummary(deps, res.locals.params.bookingId));
  });
  if (deps.payments.name === 'embedded') {
    router.post('/api/checkout/:bookingId/pay', validate({ params }), async (_req, res) => {
      await payEmbedded(deps, res.locals.params.bookingId);
      res.json(await getCheckoutSummary(deps, res.locals.params.bookingId));
    });
  }
  router.post('/api/checkout/:bookingId/cancel', validate({ params }), async (_req, res) => {
    await cancelCheckout(deps, res.locals.params.bookingId);
    res.json(await getCheckoutSummary(deps, res.locals.params.bookingId));
  });
  return router;
}
