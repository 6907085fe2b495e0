import { lateCancelMessage, type LateCancelCost, type PaymentMethod, type PaymentStatus } from '@wsms/contracts';
import { addMinutes } from '../shared/business-time';

/*
 * The cancellation policy, in one place: every path that ends a booking (its client, its instructor
 * or an admin cancelling, a no-show, a hold released unconfirmed) asks it what happens to the seat,
 * the credit and the payment, and records the answer with the change so a crash recovery applies
 * the same one. Whether a cancellation is late is decided here only: the cancel stores the answer on
 * the booking (`lateCancellation`), the reports read it (`lateCancellationOf`), the reschedule's
 * cut-off asks `isLate`, and the portal asks the cancel preview (`cancelPreview`).
 */

export interface PolicySettings {
  /** Hours before a session after which a client's cancellation is late (BOOKING_CHANGE_CUTOFF_HOURS). */
  changeCutoffHours: number;
}

export interface PolicyBooking {
  startsAt: Date;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
}

export type PolicyEvent =
  | { kind: 'cancel'; by: 'client' | 'instructor' | 'admin'; lateAccepted: boolean }
  | { kind: 'no-show' }
  | { kind: 'hold-released' };

export interface PolicyOutcome {
  allowed: true;
  seat: 'free' | 'keep';
  credit: 'return' | 'forfeit' | 'none';
  payment: 'refund' | 'keep' | 'none';
  /** A client's cancellation after the cut-off. */
  late: boolean;
}

export type PolicyAnswer = PolicyOutcome | { allowed: false; message: string };

const paidOnline = (b: PolicyBooking) => b.paymentMethod === 'stripe' && b.paymentStatus === 'paid';

const costOf = (b: PolicyBooking): LateCancelCost => (b.paymentMethod === 'credit' ? 'credit' : paidOnline(b) ? 'payment' : 'nothing');

/** Whether cancelling at `now` is after the cut-off. */
export const isLate = (settings: PolicySettings, b: Pick<PolicyBooking, 'startsAt'>, now: Date) =>
  addMinutes(now, settings.changeCutoffHours * 60) > b.startsAt;

/** What a late cancellation of this booking costs, in the words the client confirms. */
export const lateCancelWarning = (settings: PolicySettings, b: PolicyBooking) => lateCancelMessage(settings.changeCutoffHours, costOf(b));

export function cancellationPolicy(settings: PolicySettings, booking: PolicyBooking, event: PolicyEvent, now: Date): PolicyAnswer {
  const credit = booking.paymentMethod === 'credit';
  const keepAll = { seat: 'keep', credit: credit ? 'forfeit' : 'none', payment: paidOnline(booking) ? 'keep' : 'none' } as const;
  const giveBack = { seat: 'free', credit: credit ? 'return' : 'none', payment: paidOnline(booking) ? 'refund' : 'none' } as const;
  if (event.kind === 'hold-released') return { allowed: true, ...giveBack, payment: 'none', late: false };
  if (event.kind === 'no-show') return { allowed: true, ...keepAll, late: false };
  // Staff and admins cancel at any time, and the client loses nothing by it.
  if (event.by !== 'client' || !isLate(settings, booking, now)) return { allowed: true, ...giveBack, late: false };
  if (!event.lateAccepted) return { allowed: false, message: lateCancelWarning(settings, booking) };
  return { allowed: true, ...keepAll, seat: 'free', late: true };
}

/**
 * What cancelling now would do, for the one asking (the cancel preview): late or not, the credit and
 * the payment, and the warning to confirm. A pending booking's cancel releases its hold.
 */
export function cancelPreview(settings: PolicySettings, booking: PolicyBooking, by: 'client' | 'instructor' | 'admin', now: Date, { pending = false } = {}) {
  const event: PolicyEvent = pending ? { kind: 'hold-released' } : { kind: 'cancel', by, lateAccepted: true };
  const outcome = cancellationPolicy(settings, booking, event, now);
  if (!outcome.allowed) throw new Error('an accepted cancellation is always allowed');
  return { late: outcome.late, credit: outcome.credit, payment: outcome.payment, message: outcome.late ? lateCancelWarning(settings, booking) : null };
}

/** A cancelled booking, as the readers of `lateCancellation` see it. */
export interface CancelledBooking {
  lateCancellation?: boolean;
  cancelledBy?: 'client' | 'instructor' | 'admin';
  cancelledAt?: Date;
  /** Set when a hold was released (never confirmed): the policy's hold-released case, never late. */
  releasedAt?: Date;
  startsAt: Date;
}

/**
 * Whether a cancelled booking was a late cancellation: the answer the cancel stored. Bookings
 * cancelled before every cancel stored it (`lateCancellation` missing) get the same policy's answer,
 * asked as of their `cancelledAt` (the one fallback: a staff or admin cancel and a released hold
 * are never late). Payment details do not change lateness, so the policy is asked with a booking
 * paid at the gym.
 */
export function lateCancellationOf(settings: PolicySettings, b: CancelledBooking): boolean {
  if (b.lateCancellation !== undefined) return b.lateCancellation;
  if (!b.cancelledBy || !b.cancelledAt || b.releasedAt) return false;
  const asked = { startsAt: b.startsAt, paymentMethod: 'at_gym', paymentStatus: 'due' } as const;
  return cancelPreview(settings, asked, b.cancelledBy, b.cancelledAt).late;
}
