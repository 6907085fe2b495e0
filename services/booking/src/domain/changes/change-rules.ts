import { changeCutoffMessage, sessionMessages } from '@wsms/contracts';
import { AppError } from '@wsms/service-kit';
import type { StoredBooking } from '../../data-access/shared/booking-repository';
import type { Side } from '../shared/booking-access';
import { isLate } from '../policy/cancellation-policy';
import { startOf } from '../shared/business-time';
import type { Clock } from '../shared/clock';

export interface ChangeRuleDeps {
  clock: Clock;
  /** Hours before a session after which its client can no longer cancel or move it online. */
  changeCutoffHours: number;
}

export const startOfBooking = (b: StoredBooking) => b.startsAt ?? startOf(b.date, b.time);

/**
 * A confirmed session may be cancelled or moved: by its client only before it starts, and (moved)
 * while it is more than the cut-off away (the cancellation policy's `isLate`, the one rule of the
 * cut-off); by its instructor or an admin at any time.
 */
export function assertChangeable(deps: ChangeRuleDeps, b: StoredBooking, side: Side, { cutoff = true }: { cutoff?: boolean } = {}) {
  if (b.status !== 'confirmed') throw new AppError('not-changeable', sessionMessages.notUpcoming, 409);
  if (side !== 'client') return;
  const now = deps.clock.now();
  if (startOfBooking(b) <= now) throw new AppError('not-changeable', sessionMessages.notUpcoming, 409);
  // A cancellation asks the cancellation policy instead (a late one may go ahead, accepted).
  if (cutoff && isLate(deps, { startsAt: startOfBooking(b) }, now)) {
    throw new AppError('change-cutoff', changeCutoffMessage(deps.changeCutoffHours), 409);
  }
}
