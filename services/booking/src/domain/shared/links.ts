import { createHmac, timingSafeEqual } from 'node:crypto';
import type { StoredBooking } from '../../data-access/shared/booking-repository';

/*
 * Every link the service sends out (e-mails, payment return pages, calendar feeds) starts with the
 * configured PUBLIC_URL, never with a host a request named: a forged Host header must not put its
 * site into the business's own e-mails.
 */
export interface LinkDeps {
  /** PUBLIC_URL: the origin every link sent out starts with (never a host a request named). */
  publicUrl: string;
}

export interface CalendarLinkDeps extends LinkDeps {
  /** Signs the calendar links in e-mails (derived from INTERNAL_SECRET; never stored). */
  linkSecret: string;
}

/** The calendar link's token: an HMAC of the booking id, so it needs no storage and opens only that file. */
export const calendarToken = (deps: Pick<CalendarLinkDeps, 'linkSecret'>, bookingId: string) =>
  createHmac('sha256', deps.linkSecret).update(`booking-calendar:${bookingId}`).digest('base64url');

export function calendarTokenMatches(deps: Pick<CalendarLinkDeps, 'linkSecret'>, bookingId: string, token: string) {
  const expected = Buffer.from(calendarToken(deps, bookingId));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export const calendarLink = (deps: CalendarLinkDeps, b: Pick<StoredBooking, 'id'>) =>
  `${deps.publicUrl}/api/bookings/${encodeURIComponent(b.id)}/calendar.ics?token=${calendarToken(deps, b.id)}`;

export const checkoutLink = (deps: LinkDeps, bookingId: string, key: string) =>
  `${deps.publicUrl}/checkout/${encodeURIComponent(bookingId)}?key=${encodeURIComponent(key)}`;
export const rebookLink = (deps: LinkDeps, instructorId: string) => `${deps.publicUrl}/private-classes?instructorId=${encodeURIComponent(instructorId)}`;
export const portalSessionsLink = (deps: LinkDeps) => `${deps.publicUrl}/client-portal?tab=sessions`;
export const staffMessagesLink = (deps: LinkDeps) => `${deps.publicUrl}/staff-dashboard?tab=messages`;
export const portalCreditsLink = (deps: LinkDeps) => `${deps.publicUrl}/client-portal?tab=credits`;
