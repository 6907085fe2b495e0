import { businessDate, businessInstant, monthOf, sessionMinutes } from '@wsms/contracts';

const HOUR = 3_600_000;
const dayOfHour = new Map<number, string>();
/**
 * The business date of an instant, remembered per UTC hour: the business's zone moves by whole hours,
 * so every instant of one UTC hour falls on one business date (an export or a rebuild asks 200,000 times).
 */
export function businessDayOf(instant: Date | string): string {
  const hour = Math.floor(new Date(instant).getTime() / HOUR);
  let day = dayOfHour.get(hour);
  if (day === undefined) {
    if (dayOfHour.size > 100_000) dayOfHour.clear();
    day = businessDate(new Date(hour * HOUR));
    dayOfHour.set(hour, day);
  }
  return day;
}
import type { StoredBooking } from '../../data-access/shared/booking-repository';
import type { CreditRecord, CreditReturnRecord, RedemptionRecord } from '../../data-access/credits/credit-model';
import type { WaitlistEventRecord } from '../../data-access/waitlist/waitlist-model';
import type { Figures, ReportFactRecord } from '../../data-access/reports/report-fact-model';
import { lateCancellationOf } from '../policy/cancellation-policy';

/*
 * The feeders: one small function per kind of record, each answering what that record contributes
 * to the roll-ups. A fact's id names its source, so the same record or event fed twice is one fact.
 * Sessions count on their session date, money on the business date it was paid or refunded.
 */

export const bucketOf = (day: string, instructorId: string) => `${monthOf(day)}|${instructorId}`;

interface FactPlace {
  day: string;
  location?: string;
  instructorId?: string;
  instructorName?: string;
}

export function fact(id: string, kind: string, place: FactPlace, figures: Figures, client: string | null = null): ReportFactRecord {
  const instructorId = place.instructorId ?? '';
  return {
    _id: id,
    bucket: bucketOf(place.day, instructorId),
    day: place.day,
    listKey: `${place.day}|${id}`,
    location: place.location ?? '',
    instructorId,
    instructorName: place.instructorName ?? '',
    kind,
    client,
    first: false,
    figures,
  };
}

const placeOf = (b: StoredBooking, day: string): FactPlace => ({ day, location: b.location, instructorId: b.instructorId, instructorName: b.instructorName });

/** A held checkout that was never confirmed counts nowhere; a confirmed one counts once, on its session date. */
export const wasBooked = (b: Pick<StoredBooking, 'status' | 'cancelledBy'>) =>
  b.status === 'confirmed' || b.status === 'completed' || b.status === 'no_show' || (b.status === 'cancelled' && Boolean(b.cancelledBy));

/** Whether a booking has anything to report: a hold never confirmed (pending, run out, lost, released) has not. */
export const countsInReports = (b: Pick<StoredBooking, 'status' | 'cancelledBy' | 'paymentStatus' | 'refundStatus'>) =>
  wasBooked(b) || b.paymentStatus === 'paid' || b.refundStatus === 'refunded';

/** A late cancellation is the policy's answer, stored on the booking at cancel time (`lateCancellationOf`). */
const cancelledLate = (b: StoredBooking, changeCutoffHours: number) =>
  lateCancellationOf({ changeCutoffHours }, { ...b, startsAt: b.startsAt ?? businessInstant(b.date, b.time) });

export function sessionFact(b: StoredBooking, cutoffHours: number): ReportFactRecord {
  const id = `booking:${b.id}:session`;
  if (!wasBooked(b)) return fact(id, 'session', placeOf(b, b.date), {});
  if (b.status === 'cancelled') return fact(id, 'session', placeOf(b, b.date), { cancelled: 1, lateCancelled: cancelledLate(b, cutoffHours) ? 1 : 0 });
  const figures: Figures = {
    booked: 1,
    completed: b.status === 'completed' ? 1 : 0,
    noShow: b.status === 'no_show' ? 1 : 0,
    bookedMinutes: sessionMinutes(b.sessionType),
  };
  return fact(id, 'session', placeOf(b, b.date), figures, b.clientEmail);
}

export function paymentFact(b: StoredBooking): ReportFactRecord {
  // A session paid with a credit brought no money of its own: its package's price counted when it was paid.
  const paid = b.paymentStatus === 'paid' && b.paidAt && b.paymentMethod !== 'credit';
  return fact(`booking:${b.id}:payment`, 'payment', placeOf(b, paid ? businessDayOf(b.paidAt!) : b.date), paid ? { sessionsCents: b.totalAmountCents } : {});
}

export function refundFact(b: StoredBooking): ReportFactRecord {
  const refunded = b.refundStatus === 'refunded';
  // Refunds written before refundedAt was recorded fall back to the booking's last change.
  const at = b.refundedAt ?? b.updatedAt;
  return fact(`booking:${b.id}:refund`, 'refund', placeOf(b, refunded ? businessDayOf(at) : b.date), refunded ? { refundsCents: b.totalAmountCents } : {});
}

/** What a booking contributes: its session, its payment and its refund. */
export const bookingFacts = (b: StoredBooking, cutoffHours: number) => [sessionFact(b, cutoffHours), paymentFact(b), refundFact(b)];

/**
 * A change of credits (packages and credits): a purchase issues credits and brings in its price, a
 * booking uses one, a late cancel or no-show forfeits one, the end of its validity expires it, a
 * cancel in time or a waived forfeit returns it.
 */
export interface CreditEvent {
  id: string;
  kind: 'sold' | 'used' | 'forfeited' | 'expired' | 'returned';
  at: Date | string;
  credits: number;
  /** With `sold`: what the purchase brought in. */
  amountCents?: number;
}
const creditFigure = { sold: 'creditsSold', used: 'creditsUsed', forfeited: 'creditsForfeited', expired: 'creditsExpired', returned: 'creditsReturned' } as const;

export function creditFact(e: CreditEvent): ReportFactRecord {
  const figures: Figures = { [creditFigure[e.kind]]: e.credits };
  if (e.kind === 'sold') figures.packagesCents = e.amountCents ?? 0;
  return fact(`credit:${e.id}`, 'credit', { day: businessDayOf(e.at) }, figures);
}

/** A waitlist offer made, claimed (a filled seat) or expired, counted on the day it happened, for the instructor of the seat. */
export interface WaitlistEvent {
  id: string;
  kind: 'offered' | 'claimed' | 'expired';
  at: Date | string;
  instructorId: string;
  instructorName?: string;
  location?: string;
}
const waitlistFigure = { offered: 'waitlistOffers', claimed: 'waitlistClaimed', expired: 'waitlistExpired' } as const;

export const waitlistFact = (e: WaitlistEvent): ReportFactRecord =>
  fact(`waitlist:${e.id}`, 'waitlist', { day: businessDayOf(e.at), instructorId: e.instructorId, instructorName: e.instructorName, location: e.location }, { [waitlistFigure[e.kind]]: 1 });

/**
 * A credit's history as report events, from the packages' records (`credits`, `credit_redemptions`,
 * `credit_returns`). Each event is true for good once it happened, so feeding it live and building
 * it again from the records agree: sold (issued, at its share of the price, on the day it was paid),
 * used (every spending whose booking was confirmed, a forfeited one included), forfeited, returned (a
 * spending given back; an undone spending that never became a booking is neither used nor returned),
 * and expired (its last day is over and it is not spent).
 */
export function creditEventsOf(credit: CreditRecord, redemptions: readonly RedemptionRecord[], returns: readonly CreditReturnRecord[], now: Date): CreditEvent[] {
  const events: CreditEvent[] = [{ id: `issued:${credit._id}`, kind: 'sold', at: credit.issuedAt, credits: 1, amountCents: credit.valueCents }];
  for (const r of redemptions) {
    if (r.state === 'spent' || r.state === 'forfeited') events.push({ id: `used:${r._id}`, kind: 'used', at: r.at, credits: 1 });
    if (r.state === 'forfeited') events.push({ id: `forfeited:${r._id}`, kind: 'forfeited', at: r.forfeitedAt ?? r.at, credits: 1 });
  }
  const given = returns.filter((r) => r.reason !== 'failed');
  for (const r of given) events.push({ id: `returned:${r._id}`, kind: 'returned', at: r.at, credits: 1 });
  const spent = redemptions.filter((r) => r.state !== 'void').length - given.length;
  if (spent <= 0 && credit.expiresAt <= now) events.push({ id: `expired:${credit._id}`, kind: 'expired', at: credit.expiresAt, credits: 1 });
  return events;
}

const waitlistKinds = { made: 'offered', claimed: 'claimed', expired: 'expired' } as const;

/** The waitlist's own counted row (`waitlist_events`, `<offerId>:<kind>`) as a report event of the same id. */
export const waitlistEventOf = (record: WaitlistEventRecord): WaitlistEvent => ({
  id: record._id,
  kind: waitlistKinds[record.kind],
  at: record.at,
  instructorId: record.instructorId,
  location: record.location.toLowerCase(),
});
