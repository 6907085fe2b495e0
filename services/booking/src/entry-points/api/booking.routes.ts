import { Router } from 'express';
import type { CheckoutConfig } from '@wsms/contracts';
import { bookingApi } from '@wsms/contracts/api';
import { clientAddress, pageRequest, rateLimit, route, sendPage, type RateLimiter } from '@wsms/service-kit';
import { markPaid, type MarkPaidDeps } from '../../domain/changes/mark-paid.use-case';
import { createCheckout, type CheckoutDeps } from '../../domain/checkout/checkout.use-case';
import { createConfirmedBooking } from '../../domain/checkout/create-booking.use-case';
import { bookingPageFilterFor } from '../../domain/listing/list-bookings.use-case';
import { toBookingDto } from '../../domain/shared/booking-dto';

const checkoutLimitMessage = 'Too many checkouts from this address. Please try again later.';

export interface BookingRoutesDeps extends CheckoutDeps, MarkPaidDeps {
  /** Checkouts per client address (shared by every instance through the database). */
  checkoutsPerAddress: RateLimiter;
}

export function bookingRoutes(deps: BookingRoutesDeps, checkoutConfig: CheckoutConfig) {
  const router = Router();
  route(router, bookingApi.listBookings, async (input) => {
    const filter = bookingPageFilterFor(input.identity, input.query);
    if (!filter) return [];
    const { q, order } = input.query;
    const page = q ? await deps.bookings.searchPage(q, filter, pageRequest(input.query), order) : await deps.bookings.listPage(filter, pageRequest(input.query), order);
    return sendPage(input, { ...page, items: page.items.map(toBookingDto) });
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
