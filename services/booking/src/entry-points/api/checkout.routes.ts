import { Router, type ErrorRequestHandler, type Request } from 'express';
import { z } from 'zod';
import { BOOKING_KEY_HEADER, bookingIdSchema } from '@wsms/contracts';
import { validate } from '@wsms/service-kit';
import type { BookingDeps } from '../../domain/booking-deps';
import { cancelCheckout } from '../../domain/cancel-checkout.use-case';
import { openCheckout } from '../../domain/checkout-access';
import { getCheckoutSummary } from '../../domain/checkout-summary.use-case';
import { confirmAtGym } from '../../domain/confirm-booking.use-case';
import { TooManyHolds } from '../../domain/hold-limits';

const params = z.object({ bookingId: bookingIdSchema });

const keyOf = (req: Request) => {
  const key = req.headers[BOOKING_KEY_HEADER];
  return typeof key === 'string' ? key : undefined;
};

/** 429s of the hold limits say when to come back. */
export const retryAfterHeader: ErrorRequestHandler = (err, _req, res, next) => {
  if (err instanceof TooManyHolds) res.setHeader('Retry-After', String(err.retryAfterSeconds));
  next(err);
};

/**
 * The site's own checkout page. Every call needs the booking's key (header x-booking-key): the
 * checkout link's key views and cancels; the e-mailed key also confirms. Confirm exists only
 * without Stripe (payment at the gym); with Stripe, only its verified webhook confirms.
 */
export function checkoutRoutes(deps: BookingDeps) {
  const router = Router();
  const open = (req: Request, bookingId: string) => openCheckout(deps, bookingId, keyOf(req), req.identity);
  router.use('/api/checkout', (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  router.get('/api/checkout/:bookingId', validate({ params }), async (req, res) => {
    res.json(await getCheckoutSummary(deps, await open(req, res.locals.params.bookingId)));
  });
  if (deps.payments.name === 'embedded') {
    router.post('/api/checkout/:bookingId/confirm', validate({ params }), async (req, res) => {
      const access = await open(req, res.locals.params.bookingId);
      await confirmAtGym(deps, access);
      res.json(await getCheckoutSummary(deps, await open(req, access.booking.id)));
    });
  }
  router.post('/api/checkout/:bookingId/cancel', validate({ params }), async (req, res) => {
    const access = await open(req, res.locals.params.bookingId);
    await cancelCheckout(deps, access.booking.id);
    res.json(await getCheckoutSummary(deps, await open(req, access.booking.id)));
  });
  return router;
}
