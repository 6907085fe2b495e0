import { bookingMessages } from '@wsms/contracts';
import { addressLimitKey, TooManyRequestsError } from '@wsms/service-kit';
import type { DecisionRepository } from '../../data-access/seats/decision-repository';
import type { HoldScope } from '../../data-access/seats/hold-slot-model';
import type { HoldSlot, HoldSlotRepository } from '../../data-access/seats/hold-slot-repository';
import type { Clock } from '../shared/clock';

export interface HoldLimits {
  perEmail: number;
  perAddress: number;
  /** Unconfirmed holds per client address on one instructor's day, across accounts (issue 38). */
  perAddressPerInstructorDay: number;
  /** Percent of an instructor's seats on a day that guests' unconfirmed holds may take. */
  guestSharePercent: number;
}

export interface HoldLimitDeps {
  holdSlots: HoldSlotRepository;
  decisions: DecisionRepository;
  clock: Clock;
  holdLimits: HoldLimits;
}

/** 429: this e-mail or address holds its limit of unconfirmed bookings; retry once the earliest hold ends. */
export class TooManyHolds extends TooManyRequestsError {}

export interface HoldOwner {
  email: string;
  address: string;
}

/** The instructor's day a hold is on. */
export interface HoldDay {
  instructorId: string;
  date: string;
}

/** A guest's hold (nobody signed in with the booking's verified e-mail) and the instructor's day it is on. */
export interface GuestHold extends HoldDay {
  /** Seats the instructor offers that day (every hour's capacity added up). */
  daySeats: number;
  /** Seats this hold takes (two for a 90-minute session). */
  seats: number;
}

const messages: Record<HoldScope, string> = {
  email: bookingMessages.tooManyHoldsForEmail,
  address: bookingMessages.tooManyHoldsForAddress,
  'guest-day': bookingMessages.tooManyGuestHolds,
  'address-day': bookingMessages.tooManyHoldsForAddressDay,
};

/**
 * Guests' unconfirmed holds may take a share of an instructor's seats on a day (half by default),
 * rounded down, so a few addresses cannot empty a week: the rest stays for confirmed bookings and
 * signed-in clients. Never less than one session's seats, though, or a day with a single seat (or a
 * 90-minute session on a day of three) could never be booked by a guest at all.
 */
export const guestShare = ({ daySeats, seats }: Pick<GuestHold, 'daySeats' | 'seats'>, percent: number) =>
  Math.max(Math.floor((daySeats * percent) / 100), seats);

/** A row stops counting once its hold has run out or its booking has been decided (a crash may leave such rows). */
async function stale(deps: Pick<HoldLimitDeps, 'decisions'>, row: HoldSlot, now: Date) {
  return row.holdExpiresAt <= now || (await deps.decisions.find(row.bookingId)) !== null;
}

interface Claim {
  scope: HoldScope;
  key: string;
  limit: number;
  /** How many numbered rows this hold takes. */
  count: number;
}

/** Takes `count` free slot numbers for this hold, or answers when the earliest live hold ends (a 429 then). */
async function claim(deps: HoldLimitDeps, bookingId: string, { scope, key, limit, count }: Claim, holdExpiresAt: Date) {
  const now = deps.clock.now();
  const rows = await deps.holdSlots.listFor(scope, key);
  const live: HoldSlot[] = [];
  for (const row of rows) {
    if (await stale(deps, row, now)) await deps.holdSlots.releaseRow(row.id);
    else live.push(row);
  }
  const taken = new Set(live.map((row) => row.slot));
  let claimed = 0;
  for (let slot = 1; slot <= limit && claimed < count; slot += 1) {
    if (taken.has(slot)) continue;
    if (await deps.holdSlots.tryClaim({ bookingId, scope, key, slot, holdExpiresAt }, claimed)) claimed += 1;
  }
  if (claimed === count) return null;
  const soonest = Math.min(...live.map((row) => row.holdExpiresAt.getTime()), holdExpiresAt.getTime());
  return Math.max(1, Math.ceil((soonest - now.getTime()) / 1000));
}

/**
 * At most `perEmail` unconfirmed holds per e-mail and `perAddress` per client address (an IPv6
 * client by its /64), `perAddressPerInstructorDay` per client address on one instructor's day
 * (signed in or not, whatever the accounts: several accounts from one network cannot take a day a
 * guest could not), and a guest's hold within the guests' share of that instructor's day, exactly:
 * each hold must win numbered rows by unique inserts, so racing checkouts on any number of
 * instances never pass a limit. Throws 429 with Retry-After otherwise, having kept nothing.
 */
export async function claimHoldSlots(deps: HoldLimitDeps, bookingId: string, owner: HoldOwner, day: HoldDay, holdExpiresAt: Date, guest: GuestHold | null) {
  const address = addressLimitKey(owner.address);
  const claims: Claim[] = [
    { scope: 'email', key: owner.email, limit: deps.holdLimits.perEmail, count: 1 },
    { scope: 'address', key: address, limit: deps.holdLimits.perAddress, count: 1 },
    { scope: 'address-day', key: `${address}|${day.instructorId}|${day.date}`, limit: deps.holdLimits.perAddressPerInstructorDay, count: 1 },
  ];
  // At 100 % guests may hold every seat, which the seats themselves already cap.
  if (guest && deps.holdLimits.guestSharePercent < 100) claims.push({ scope: 'guest-day', key: `${guest.instructorId}|${guest.date}`, limit: guestShare(guest, deps.holdLimits.guestSharePercent), count: guest.seats });
  for (const wanted of claims) {
    const retryAfter = await claim(deps, bookingId, wanted, holdExpiresAt);
    if (retryAfter !== null) {
      await deps.holdSlots.releaseForBooking(bookingId);
      throw new TooManyHolds(messages[wanted.scope], retryAfter);
    }
  }
}
