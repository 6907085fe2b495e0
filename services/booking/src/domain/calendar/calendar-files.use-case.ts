import { sessionMessages, type Identity } from '@wsms/contracts';
import { notFound } from '@wsms/service-kit';
import { sideOf } from '../booking-access';
import type { BookingDeps } from '../booking-deps';
import { bookingNotFound } from '../booking-errors';
import { addDays, todayIn } from '../business-time';
import { hashKey, newKey } from '../capability-keys';
import { calendarTokenMatches } from '../links';
import { bookingEvent } from './booking-event';
import { buildCalendar } from './ics';

/** A feed shows sessions from this many days back (calendar apps drop what a feed no longer lists). */
const FEED_DAYS_BACK = 60;
const inFeed = new Set(['confirmed', 'completed', 'no_show']);

/**
 * GET /api/bookings/:id/calendar.ics: for whoever is on a side of the booking, or holds the token
 * from its e-mail. Anyone else learns nothing, not even that it exists (404).
 */
export async function bookingCalendarFile(deps: BookingDeps, bookingId: string, identity: Identity | undefined, token: string | undefined) {
  const booking = await deps.bookings.findById(bookingId);
  const side = booking && identity ? sideOf(identity, booking) : null;
  if (!booking || !(side || (token && calendarTokenMatches(deps, booking.id, token)))) throw bookingNotFound();
  const view = side === 'instructor' || side === 'admin' ? 'instructor' : 'client';
  return { filename: `session-${booking.date}.ics`, body: buildCalendar('Where Science Meets Sport', [bookingEvent(booking, view)], deps.clock.now()) };
}

export async function calendarFeedStatus(deps: BookingDeps, instructorId: string) {
  const feed = await deps.calendarFeeds.findForInstructor(instructorId);
  return { active: Boolean(feed), createdAt: feed ? feed.createdAt.toISOString() : null };
}

/** A new secret feed URL (only its hash is kept); any earlier URL stops working. */
export async function createCalendarFeed(deps: BookingDeps, instructorId: string) {
  const token = newKey();
  const createdAt = deps.clock.now();
  await deps.calendarFeeds.replace(instructorId, hashKey(token), createdAt);
  return { url: `${deps.publicUrl}/api/instructor/calendar.ics?token=${token}`, createdAt: createdAt.toISOString() };
}

/** GET /api/instructor/calendar.ics?token=: the token is the only access; a revoked or unknown one is 404. */
export async function calendarFeedFile(deps: BookingDeps, token: string) {
  const feed = await deps.calendarFeeds.findByTokenHash(hashKey(token));
  if (!feed) throw notFound(sessionMessages.feedNotFound);
  const from = addDays(todayIn(deps.clock.now()), -FEED_DAYS_BACK);
  const bookings = (await deps.bookings.list({ instructorId: feed.instructorId, from })).filter((b) => inFeed.has(b.status));
  const name = bookings[0] ? `${bookings[0].instructorName}: private sessions` : 'Private sessions';
  return buildCalendar(name, bookings.map((b) => bookingEvent(b, 'instructor')), deps.clock.now());
}
