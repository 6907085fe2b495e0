import { Router } from 'express';
import { bookingApi } from '@wsms/contracts/api';
import { route } from '@wsms/service-kit';
import type { BookingDeps } from '../../domain/booking-deps';
import { cancelCheckout } from '../../domain/cancel-checkout.use-case';
import { getCheckoutSummary } from '../../domain/checkout-summary.use-case';
import { payEmbedded } from '../../domain/confirm-booking.use-case';

/** The site's own checkout page (public: the random booking id is the key). Pay exists only without Stripe. */
export function checkoutRoutes(deps: BookingDeps) {
  const router = Router();
  router.use('/api/checkout', (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  route(router, bookingApi.getCheckout, ({ params }) => getCheckoutSummary(deps, params.bookingId));
  if (deps.payments.name === 'embedded') {
    route(router, bookingApi.payCheckout, async ({ params }) => {
      await payEmbedded(deps, params.bookingId);
      return getCheckoutSummary(deps, params.bookingId);
    });
  }
  route(router, bookingApi.cancelCheckout, async ({ params }) => {
    await cancelCheckout(deps, params.bookingId);
    return getCheckoutSummary(deps, params.bookingId);
  });
  return router;
}
