import type { BookingCheckoutInput } from '@wsms/contracts';
import type { BookingDeps } from './booking-deps';
import { confirmBooking } from './confirm-booking.use-case';
import { checkBookable, reserveSeat } from './reserve-seat';

/** POST /api/bookings (admin): the checkout's rules and capacity, confirmed straight away. */
export async function createConfirmedBooking(deps: BookingDeps, input: BookingCheckoutInput) {
  const now = deps.clock.now();
  const { instructor, maxBookings } = await checkBookable(deps, input, now);
  const booking = await reserveSeat(deps, input, { instructor, maxBookings, now, provider: 'admin' });
  await confirmBooking(deps, booking.id, 'admin');
  return (await deps.bookings.findById(booking.id))!;
}
