import { bookingMessages } from '@wsms/contracts';
import { AppError } from '@wsms/service-kit';
import { releaseBooking, type HoldLifecycleDeps } from '../seats/hold-lifecycle';

/** The checkout's Cancel (or the provider's session expiry): frees the seats unless already confirmed. */
export async function cancelCheckout(deps: HoldLifecycleDeps, bookingId: string) {
  const decision = await releaseBooking(deps, bookingId, 'cancelled');
  if (decision.outcome === 'confirmed') throw new AppError('already-confirmed', bookingMessages.alreadyConfirmed, 409);
}
