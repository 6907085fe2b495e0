import { business } from '@wsms/contracts/src/business';
import { addDays, dayOfWeek, todayInTimeZone } from '@wsms/ui/src/calendar/calendar-dates';

/** The service books at most a year ahead; the calendar offers the same window. */
const DAYS_AHEAD = 365;

export const businessToday = () => todayInTimeZone(business.timeZone);
export const lastBookableDate = (today: string) => addDays(today, DAYS_AHEAD);
export const isSunday = (date: string) => dayOfWeek(date) === 0;
