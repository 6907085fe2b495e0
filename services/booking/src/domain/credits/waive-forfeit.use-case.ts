import { creditMessages, type Identity } from '@wsms/contracts';
import { AppError } from '@wsms/service-kit';
import { openAsInstructor } from '../shared/booking-access';
import type { CreditDeps } from './credit-deps';
import { waiveForfeitedCredit } from './credit-outcomes';

/** POST /api/bookings/:id/waive: the instructor's side or an admin give a forfeited credit back, once (audited). */
export async function waiveForfeit(deps: CreditDeps, identity: Identity, bookingId: string) {
  await openAsInstructor(deps, identity, bookingId);
  const result = await waiveForfeitedCredit(deps, bookingId);
  if (result === 'nothing-to-waive') throw new AppError('nothing-to-waive', creditMessages.nothingToWaive, 409);
  if (result === 'already-waived') throw new AppError('already-waived', creditMessages.alreadyWaived, 409);
  return (await deps.bookings.findById(bookingId))!;
}
