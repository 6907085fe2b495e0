import { Router } from 'express';
import { z } from 'zod';
import { bookingCheckoutSchema, bookingIdSchema, bookingListQuerySchema, type CheckoutConfig } from '@wsms/contracts';
import { clientAddress, requireAuth, requireRole, validate } from '@wsms/service-kit';
import type { BookingDeps } from '../../domain/booking-deps';
import { toBookingDto } from '../../domain/booking-dto';
import { createCheckout } from '../../domain/checkout.use-case';
import { createConfirmedBooking } from '../../domain/create-booking.use-case';
import { bookingFilterFor } from '../../domain/list-bookings.use-case';
import { markPaid } from '../../domain/mark-paid.use-case';
import { requestOrigin } from './request-origin';

const idParams = z.object({ id: bookingIdSchema });

export function bookingRoutes(deps: BookingDeps, checkoutConfig: CheckoutConfig) {
  const router = Router();
  router.get('/api/bookings', requireAuth, validate({ query: bookingListQuerySchema }), async (req, res) => {
    const { clientEmail, status } = res.locals.query;
    const filter = bookingFilterFor(req.identity!, clientEmail, status);
    res.json(filter ? (await deps.bookings.list(filter)).map(toBookingDto) : []);
  });
  router.get('/api/bookings/checkout/config', (_req, res) => {
    res.json(checkoutConfig);
  });
  router.post('/api/bookings/checkout', validate({ body: bookingCheckoutSchema }), async (req, res) => {
    const caller = { identity: req.identity, address: clientAddress(req), origin: requestOrigin(req) };
    res.status(201).json(await createCheckout(deps, res.locals.body, caller));
  });
  router.post('/api/bookings', requireRole('admin'), validate({ body: bookingCheckoutSchema }), async (_req, res) => {
    res.status(201).json(toBookingDto(await createConfirmedBooking(deps, res.locals.body)));
  });
  router.post('/api/bookings/:id/paid', requireRole('staff'), validate({ params: idParams }), async (req, res) => {
    res.json(toBookingDto(await markPaid(deps, req.identity!, res.locals.params.id)));
  });
  return router;
}
