/**
 * The booking domain's names for the business's wall clock. Slot dates and times are wall-clock
 * values in the business's zone; the arithmetic is @wsms/contracts/dates (luxon), as in the browser.
 */
import { addDays, businessInstant } from '@wsms/contracts/dates';

export {
  addDays,
  addMinutes,
  businessTimeZone as timeZone,
  businessToday as todayIn,
  businessInstant as startOf,
} from '@wsms/contracts/dates';

/** '09:00'..'16:00' for a 09:00-17:00 slot: the hourly start times inside it. */
export function hourlyStarts(startTime: string, endTime: string): string[] {
  const from = Number(startTime.slice(0, 2));
  const to = Number(endTime.slice(0, 2));
  return Array.from({ length: Math.max(0, to - from) }, (_, i) => `${String(from + i).padStart(2, '0')}:00`);
}

/** The hourly seats a session starting at `time` covers: '10:00' for 60 minutes, '10:00' and '11:00' for 90. */
export function hoursCovered(time: string, minutes: number): string[] {
  const start = Number(time.slice(0, 2));
  return Array.from({ length: Math.ceil(minutes / 60) }, (_, i) => `${String(start + i).padStart(2, '0')}:00`);
}

/** The last millisecond of a calendar day in the business's zone (a credit valid through that day). */
export const endOfDayIn = (date: string) => new Date(businessInstant(addDays(date, 1), '00:00').getTime() - 1);
