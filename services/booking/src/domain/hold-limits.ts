import { bookingMessages } from '@wsms/contracts';
import { TooManyRequestsError } from '@wsms/service-kit';
import type { HoldScope } from '../data-access/hold-slot-model';
import type { HoldSlot } from '../data-access/hold-slot-repository';
import type { BookingDeps } from './booking-deps';

/** 429: this e-mail or address holds its limit of unconfirmed bookings; retry once the earliest hold ends. */
export class TooManyHolds extends TooManyRequestsError {}

export interface HoldOwner {
  email: string;
  address: string;
}

const messages: Record<HoldScope, string> = {
  email: bookingMessages.tooManyHoldsForEmail,
  address: bookingMessages.tooManyHoldsForAddress,
};

/** A row stops counting once its hold has run out or its booking has been decided (a crash may leave such rows). */
async function stale(deps: BookingDeps, row: HoldSlot, now: Date) {
  return row.holdExpiresAt <= now || (await deps.decisions.find(row.bookingId)) !== null;
}

/** Takes a free slot number for this hold, or answers when the earliest live hold ends (a 429 then). */
async function claim(deps: BookingDeps, bookingId: string, scope: HoldScope, key: string, limit: number, holdExpiresAt: Date) {
  const now = deps.clock.now();
  const rows = await deps.holdSlots.listFor(scope, key);
  const live: HoldSlot[] = [];
  for (const row of rows) {
    if (await stale(deps, row, now)) await deps.holdSlots.releaseRow(row.id);
    else live.push(row);
  }
  const taken = new Set(live.map((row) => row.slot));
  for (let slot = 1; slot <= limit; slot += 1) {
    if (taken.has(slot)) continue;
    if (await deps.holdSlots.tryClaim({ bookingId, scope, key, slot, holdExpiresAt })) return null;
  }
  const soonest = Math.min(...live.map((row) => row.holdExpiresAt.getTime()), holdExpiresAt.getTime());
  return Math.max(1, Math.ceil((soonest - now.getTime()) / 1000));
}

/**
 * At most `perEmail` unconfirmed holds per e-mail and `perAddress` per client address, exactly:
 * each hold must win a numbered slot by a unique insert. Throws 429 with Retry-After otherwise.
 */
export async function claimHoldSlots(deps: BookingDeps, bookingId: string, owner: HoldOwner, holdExpiresAt: Date) {
  const scopes: Array<[HoldScope, string, number]> = [
    ['email', owner.email, deps.holdLimits.perEmail],
    ['address', owner.address, deps.holdLimits.perAddress],
  ];
  for (const [scope, key, limit] of scopes) {
    const retryAfter = await claim(deps, bookingId, scope, key, limit, holdExpiresAt);
    if (retryAfter !== null) {
      await deps.holdSlots.releaseForBooking(bookingId);
      throw new TooManyHolds(messages[scope], retryAfter);
    }
  }
}
