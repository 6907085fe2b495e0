import { Router, type Request } from 'express';
import { BOOKING_KEY_HEADER } from '@wsms/contracts';
import { bookingApi } from '@wsms/contracts/api';
import { clientAddress, route } from '@wsms/service-kit';
import { checkoutConsentStatus, signCheckoutConsent } from '../../domain/consent/checkout-consent.use-case';
import type { ConsentDeps } from '../../domain/consent/require-consent';
import { cancelCheckout } from '../../domain/checkout/cancel-checkout.use-case';
import { openCheckout } from '../../domain/checkout/checkout-access';
import { getCheckoutSummary } from '../../domain/checkout/checkout-summary.use-case';
import { confirmAtGym } from '../../domain/checkout/confirm-booking.use-case';
import type { HoldLifecycleDeps } from '../../domain/seats/hold-lifecycle';

const keyOf = (req: Request) => {
  const key = req.headers[BOOKING_KEY_HEADER];
  return typeof key === 'string' ? key : undefined;
};

/**
 * The site's own checkout page. Every call needs the booking's key (header x-booking-key): the
 * checkout link's key views and cancels; the e-mailed key also confirms. Confirm exists only
 * without Stripe (payment at the gym); with Stripe, only its verified webhook confirms.
 */
export function checkoutRoutes(deps: HoldLifecycleDeps & ConsentDeps) {
  const router = Router();
  const open = (req: Request, bookingId: string) => openCheckout(deps, bookingId, keyOf(req), req.identity);
  router.use('/api/checkout', (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  route(router, bookingApi.getCheckout, async ({ params, req }) => getCheckoutSummary(deps, await open(req, params.bookingId)));
  if (deps.payments.name === 'embedded') {
    route(router, bookingApi.confirmCheckout, async ({ params, req }) => {
      const access = await open(req, params.bookingId);
      await confirmAtGym(deps, access, req.identity);
      return getCheckoutSummary(deps, await open(req, access.booking.id));
    });
  }
  route(router, bookingApi.checkoutConsent, async ({ params, req }) => checkoutConsentStatus(deps, (await open(req, params.bookingId)).booking, req.identity));
  route(router, bookingApi.signCheckoutConsent, async ({ params, body, req }) =>
    signCheckoutConsent(deps, await open(req, params.bookingId), body, { identity: req.identity, address: clientAddress(req) }),
  );
  route(router, bookingApi.cancelCheckout, async ({ params, req }) => {
    const access = await open(req, params.bookingId);
    await cancelCheckout(deps, access.booking.id);
    return getCheckoutSummary(deps, await open(req, access.booking.id));
  });
  return router;
}
