import type { BookingCheckoutInput } from '@wsms/contracts';
import { assertLocationOffered, checkBookable, type BookableDeps } from '../availability/bookable';
import { reserveSeats, type ReserveSeatDeps } from '../seats/reserve-seat';
import { confirmBooking } from './confirm-booking.use-case';

/** POST /api/bookings (admin): the checkout's rules and capacity, confirmed straight away, paid at the gym. */
export async function createConfirmedBooking(deps: BookableDeps & ReserveSeatDeps, input: BookingCheckoutInput) {
  const now = deps.clock.now();
  const { instructor, plan, locations } = await checkBookable(deps, input, now);
  assertLocationOffered(input.bookingData.location, locations, instructor.name);
  const booking = await reserveSeats(deps, input, { instructor, plan, now, provider: 'admin', paymentMethod: 'at_gym' });
  await confirmBooking(deps, booking.id, 'admin');
  return (await deps.bookings.findById(booking.id))!;
}
