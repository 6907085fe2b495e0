import { Router } from 'express';
import { bookingApi } from '@wsms/contracts/api';
import { rateLimit, route } from '@wsms/service-kit';
import type { BookingDeps } from '../../domain/booking-deps';
import { toBookingDto } from '../../domain/booking-dto';
import { createCheckout } from '../../domain/checkout.use-case';
import { createConfirmedBooking } from '../../domain/create-booking.use-case';
import { bookingFilterFor } from '../../domain/list-bookings.use-case';

const checkoutLimitMessage = 'Too many checkouts from this address. Please try again later.';

export function bookingRoutes(deps: BookingDeps) {
  const router = Router();
  route(router, bookingApi.listBookings, async ({ query, identity }) => {
    const bookings = await deps.bookings.list(bookingFilterFor(identity, query.clientEmail, query.status));
    return bookings.map(toBookingDto);
  });
  route(router, bookingApi.listOutbox, () => deps.outbox.list());
  route(router, bookingApi.startCheckout, ({ body }) => createCheckout(deps, body), {
    before: [rateLimit(deps.checkoutsPerAddress, checkoutLimitMessage)],
  });
  route(router, bookingApi.createBooking, async ({ body }) => toBookingDto(await createConfirmedBooking(deps, body)));
  return router;
}
