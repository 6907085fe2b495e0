import { createHmac, timingSafeEqual } from 'node:crypto';
import type { StoredBooking } from '../data-access/booking-repository';
import type { BookingDeps } from './booking-deps';

/**
 * Where links in an e-mail lead: PUBLIC_URL when set, else the origin the action came in through
 * (or, for e-mails sent later, the one the booking was made on). Null when neither is known.
 */
export const linkOrigin = (deps: Pick<BookingDeps, 'publicUrl'>, ...candidates: Array<string | undefined | null>) =>
  deps.publicUrl ?? candidates.find((c): c is string => Boolean(c)) ?? null;

/** The calendar link's token: an HMAC of the booking id, so it needs no storage and opens only that file. */
export const calendarToken = (deps: Pick<BookingDeps, 'linkSecret'>, bookingId: string) =>
  createHmac('sha256', deps.linkSecret).update(`booking-calendar:${bookingId}`).digest('base64url');

export function calendarTokenMatches(deps: Pick<BookingDeps, 'linkSecret'>, bookingId: string, token: string) {
  const expected = Buffer.from(calendarToken(deps, bookingId));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export const calendarLink = (deps: Pick<BookingDeps, 'linkSecret'>, origin: string, b: Pick<StoredBooking, 'id'>) =>
  `${origin}/api/bookings/${encodeURIComponent(b.id)}/calendar.ics?token=${calendarToken(deps, b.id)}`;

export const portalSessionsLink = (origin: string) => `${origin}/client-portal?tab=sessions`;
export const staffMessagesLink = (origin: string) => `${origin}/staff-dashboard?tab=messages`;
