import { Router } from 'express';
import type { CheckoutConfig } from '@wsms/contracts';
import { bookingApi } from '@wsms/contracts/api';
import { clientAddress, rateLimit, route } from '@wsms/service-kit';
import type { BookingDeps } from '../../domain/booking-deps';
import { toBookingDto } from '../../domain/booking-dto';
import { createCheckout } from '../../domain/checkout.use-case';
import { createConfirmedBooking } from '../../domain/create-booking.use-case';
import { bookingFilterFor } from '../../domain/list-bookings.use-case';
import { markPaid } from '../../domain/mark-paid.use-case';

const checkoutLimitMessage = 'Too many checkouts from this address. Please try again later.';

export function bookingRoutes(deps: BookingDeps, checkoutConfig: CheckoutConfig) {
  const router = Router();
  route(router, bookingApi.listBookings, async ({ query, identity }) => {
    const filter = bookingFilterFor(identity, query.clientEmail, query.status);
    return filter ? (await deps.bookings.list(filter)).map(toBookingDto) : [];
  });
  route(router, bookingApi.checkoutConfig, () => checkoutConfig);
  route(
    router,
    bookingApi.startCheckout,
    ({ body, req }) => createCheckout(deps, body, { identity: req.identity, address: clientAddress(req) }),
    { before: [rateLimit(deps.checkoutsPerAddress, checkoutLimitMessage)] },
  );
  route(router, bookingApi.createBooking, async ({ body }) => toBookingDto(await createConfirmedBooking(deps, body)));
  route(router, bookingApi.markPaid, async ({ params, identity }) => toBookingDto(await markPaid(deps, identity, params.id)));
  return router;
}
