import { bookingMessages } from '@wsms/contracts';
import { AppError } from '@wsms/service-kit';
import type { BookingDeps } from './booking-deps';
import { releaseBooking } from './hold-lifecycle';

/** The checkout's Cancel (or the provider's session expiry): frees the seats unless already confirmed. */
export async function cancelCheckout(deps: BookingDeps, bookingId: string) {
  const decision = await releaseBooking(deps, bookingId, 'cancelled');
  if (decision.outcome === 'confirmed') throw new AppError('already-confirmed', bookingMessages.alreadyConfirmed, 409);
}
