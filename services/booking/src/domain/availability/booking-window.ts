import { bookingMessages, isClosedDay } from '@wsms/contracts';
import { addDays, todayIn } from '../shared/business-time';

const MAX_DAYS_AHEAD = 366;

/** Why a session date cannot be booked (past, too far ahead, Sunday), or null: one rule for free times and checkout. */
export function dateRefusal(date: string, now: Date): string | null {
  const today = todayIn(now);
  if (date < today) return bookingMessages.pastDate;
  if (date > addDays(today, MAX_DAYS_AHEAD)) return bookingMessages.tooFarAhead;
  if (isClosedDay(date)) return bookingMessages.sunday;
  return null;
}
