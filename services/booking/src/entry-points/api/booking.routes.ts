import { Router } from 'express';
import { bookingCheckoutSchema, bookingListQuerySchema } from '@wsms/contracts';
import { rateLimit, requireAuth, requireRole, validate } from '@wsms/service-kit';
import type { BookingDeps } from '../../domain/booking-deps';
import { toBookingDto } from '../../domain/booking-dto';
import { createCheckout } from '../../domain/checkout.use-case';
import { createConfirmedBooking } from '../../domain/create-booking.use-case';
import { bookingFilterFor } from '../../domain/list-bookings.use-case';

const checkoutLimitMessage = 'Too many checkouts from this address. Please try again later.';

export function bookingRoutes(deps: BookingDeps) {
  const router = Router();
  router.get('/api/bookings', requireAuth, validate({ query: bookingListQuerySchema }), async (req, res) => {
    const { clientEmail, status } = res.locals.query;
    const bookings = await deps.bookings.list(bookingFilterFor(req.identity!, clientEmail, status));
    res.json(bookings.map(toBookingDto));
  });
  router.get('/api/bookings/outbox', requireRole('admin'), async (_req, res) => {
    res.json(await deps.outbox.list());
  });
  router.post('/api/bookings/checkout', rateLimit(deps.checkoutsPerAddress, checkoutLimitMessage), validate({ body: bookingCheckoutSchema }), async (_req, res) => {
    res.status(201).json(await createCheckout(deps, res.locals.body));
  });
  router.post('/api/bookings', requireRole('admin'), validate({ body: bookingCheckoutSchema }), async (_req, res) => {
    res.status(201).json(toBookingDto(await createConfirmedBooking(deps, res.locals.body)));
  });
  return router;
}
