import { lateCancelMessage, type LateCancelCost, type PaymentMethod, type PaymentStatus } from '@wsms/contracts';
import { addMinutes } from '../shared/business-time';

/*
 * The cancellation policy, in one place: every path that ends a booking (its client, its instructor
 * or an admin cancelling, a no-show, a hold released unconfirmed) asks it what happens to the seat,
 * the credit and the payment, and records the answer with the change so a crash recovery applies
 * the same one.
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

export function cancellationPolicy(settings: PolicySettings, booking: PolicyBooking, event: PolicyEvent, now: Date): PolicyAnswer {
  const credit = booking.paymentMethod === 'credit';
  const keepAll = { seat: 'keep', credit: credit ? 'forfeit' : 'none', payment: paidOnline(booking) ? 'keep' : 'none' } as const;
  const giveBack = { seat: 'free', credit: credit ? 'return' : 'none', payment: paidOnline(booking) ? 'refund' : 'none' } as const;
  if (event.kind === 'hold-released') return { allowed: true, ...giveBack, payment: 'none', late: false };
  if (event.kind === 'no-show') return { allowed: true, ...keepAll, late: false };
  // Staff and admins cancel at any time, and the client loses nothing by it.
  if (event.by !== 'client' || !isLate(settings, booking, now)) return { allowed: true, ...giveBack, late: false };
  if (!event.lateAccepted) return { allowed: false, message: lateCancelMessage(settings.changeCutoffHours, costOf(booking)) };
  return { allowed: true, ...keepAll, seat: 'free', late: true };
}
