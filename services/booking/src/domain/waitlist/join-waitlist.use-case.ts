import { randomBytes } from 'node:crypto';
import { sessionMinutes, waitlistMessages as m, type Identity, type WaitlistJoinInput } from '@wsms/contracts';
import { AppError, badRequest, forbidden } from '@wsms/service-kit';
import { dateRefusal } from '../availability/booking-window';
import { getFreeTimes } from '../availability/free-times.use-case';
import { capacityByTime } from '../availability/schedule';
import { instructorNotFound } from '../shared/booking-errors';
import { hoursCovered, startOf } from '../shared/business-time';
import { positionOf } from './waitlist-view';
import type { WaitlistDeps } from './waitlist-deps';

const timesRefused = (message: string) => badRequest(message, [{ path: 'times', message }]);

/**
 * POST /api/waitlist: a verified client waits for taken hours of an instructor's day. Each hour is
 * claimed for the account by a unique insert, so a second entry for one hour is refused however
 * the requests race.
 */
export async function joinWaitlist(deps: WaitlistDeps, identity: Identity, input: WaitlistJoinInput) {
  if (!identity.emailVerified) throw forbidden(m.verifyFirst);
  const now = deps.clock.now();
  const { instructorId, sessionDate: date, times, sessionType, location } = input;
  const instructor = await deps.catalog.findById(instructorId);
  if (!instructor?.isActive) throw instructorNotFound();
  const refusal = dateRefusal(date, now);
  if (refusal) throw badRequest(refusal, [{ path: 'sessionDate', message: refusal }]);
  const capacity = capacityByTime(await deps.availability.listForInstructorCached(instructor.id), date);
  const minutes = sessionMinutes(sessionType);
  if (times.some((time) => !hoursCovered(time, minutes).every((hour) => (capacity.get(hour) ?? 0) > 0))) throw timesRefused(m.notOnAvailability);
  if (times.some((time) => startOf(date, time) <= now)) throw timesRefused(m.pastTime);
  const free = await getFreeTimes(deps, instructor.id, { date, sessionType });
  if (times.some((time) => free.availableTimes.includes(time))) throw new AppError('time-free', m.timeIsFree, 409);
  const entry = {
    _id: randomBytes(18).toString('base64url'),
    userId: identity.sub,
    clientName: `${identity.firstName} ${identity.lastName}`.trim() || identity.username,
    clientEmail: identity.email.toLowerCase(),
    instructorId: instructor.id,
    instructorName: instructor.name,
    date,
    times,
    sessionType,
    location,
    joinedAt: now,
    status: 'waiting' as const,
  };
  if (!(await deps.waitlist.insertEntry(entry))) throw new AppError('already-waiting', m.alreadyWaiting, 409);
  return { id: entry._id, position: positionOf(entry, await deps.waitlist.listForDay(instructor.id, date)) };
}
