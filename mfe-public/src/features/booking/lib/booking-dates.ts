import { business } from '@wsms/contracts/business';
import { addDays, dayOfWeek, todayInTimeZone } from '@wsms/ui/calendar';

/** The service books at most a year ahead; the calendar offers the same window. */
const DAYS_AHEAD = 365;

export const businessToday = () => todayInTimeZone(business.timeZone);
export const lastBookableDate = (today: string) => addDays(today, DAYS_AHEAD);
export const isSunday = (date: string) => dayOfWeek(date) === 0;
