import { businessInstant } from './dates';
import { sessionMinutes } from './vocabulary';

/** What a booking says about when it happens (the wire shape's fields; startsAt is null on old records). */
export interface SessionWhen {
  date: string;
  time: string;
  startsAt?: string | null;
  sessionType: string;
}

export const sessionStart = (b: SessionWhen): Date => (b.startsAt ? new Date(b.startsAt) : businessInstant(b.date, b.time));

/** Start plus the session type's length (an extended session is 90 minutes). */
export const sessionEnd = (b: SessionWhen): Date => new Date(sessionStart(b).getTime() + sessionMinutes(b.sessionType) * 60_000);

export const hasStarted = (b: SessionWhen, now: Date = new Date()) => sessionStart(b) <= now;
export const hasEnded = (b: SessionWhen, now: Date = new Date()) => sessionEnd(b) <= now;
