import { sessionMessages, type Identity } from '@wsms/contracts';
import { notFound } from '@wsms/service-kit';
import type { BookingRepository } from '../../data-access/shared/booking-repository';
import type { CalendarFeedRepository } from '../../data-access/notifications/calendar-feed-repository';
import { sideOf } from '../shared/booking-access';
import { bookingNotFound } from '../shared/booking-errors';
import { addDays, todayIn } from '../shared/business-time';
import { hashKey, newKey } from '../shared/capability-keys';
import type { Clock } from '../shared/clock';
import { calendarTokenMatches, type CalendarLinkDeps } from '../shared/links';
import { bookingEvent } from './booking-event';
import { buildCalendar } from './ics';

export interface CalendarDeps extends CalendarLinkDeps {
  bookings: BookingRepository;
  calendarFeeds: CalendarFeedRepository;
  clock: Clock;
}

/** A feed shows sessions from this many days back (calendar apps drop what a feed no longer lists). */
const FEED_DAYS_BACK = 60;
const inFeed = new Set(['confirmed', 'completed', 'no_show']);

/**
 * GET /api/bookings/:id/calendar.ics: for whoever is on a side of the booking, or holds the token
 * from its e-mail. Anyone else learns nothing, not even that it exists (404).
 */
export async function bookingCalendarFile(deps: Pick<CalendarDeps, 'bookings' | 'clock' | 'linkSecret'>, bookingId: string, identity: Identity | undefined, token: string | undefined) {
  const booking = await deps.bookings.findById(bookingId);
  const side = booking && identity ? sideOf(identity, booking) : null;
  if (!booking || !(side || (token && calendarTokenMatches(deps, booking.id, token)))) throw bookingNotFound();
  const view = side === 'instructor' || side === 'admin' ? 'instructor' : 'client';
  return { filename: `session-${booking.date}.ics`, body: buildCalendar('Where Science Meets Sport', [bookingEvent(booking, view)], deps.clock.now()) };
}

export async function calendarFeedStatus(deps: Pick<CalendarDeps, 'calendarFeeds'>, instructorId: string) {
  const feed = await deps.calendarFeeds.findForInstructor(instructorId);
  return { active: Boolean(feed), createdAt: feed ? feed.createdAt.toISOString() : null };
}

/** A new secret feed URL (only its hash is kept); any earlier URL stops working. */
export async function createCalendarFeed(deps: Pick<CalendarDeps, 'calendarFeeds' | 'clock' | 'publicUrl'>, instructorId: string) {
  const token = newKey();
  const createdAt = deps.clock.now();
  await deps.calendarFeeds.replace(instructorId, hashKey(token), createdAt);
  return { url: `${deps.publicUrl}/api/instructor/calendar.ics?token=${token}`, createdAt: createdAt.toISOString() };
}

/** GET /api/instructor/calendar.ics?token=: the token is the only access; a revoked or unknown one is 404. */
export async function calendarFeedFile(deps: Pick<CalendarDeps, 'calendarFeeds' | 'bookings' | 'clock'>, token: string) {
  const feed = await deps.calendarFeeds.findByTokenHash(hashKey(token));
  if (!feed) throw notFound(sessionMessages.feedNotFound);
  const from = addDays(todayIn(deps.clock.now()), -FEED_DAYS_BACK);
  const bookings = (await deps.bookings.list({ instructorId: feed.instructorId, from })).filter((b) => inFeed.has(b.status));
  const name = bookings[0] ? `${bookings[0].instructorName}: private sessions` : 'Private sessions';
  return buildCalendar(name, bookings.map((b) => bookingEvent(b, 'instructor')), deps.clock.now());
}
