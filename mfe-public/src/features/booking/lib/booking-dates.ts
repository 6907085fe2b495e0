import { addDays, dayOfWeek } from '@wsms/ui/calendar';

/** The service books at most a year ahead; the calendar offers the same window. */
const DAYS_AHEAD = 365;

// Plain arithmetic, not Intl: the booking page's first render makes no Intl call (see business-zone.ts).
export { businessToday } from '@wsms/contracts/business-zone';
export const lastBookableDate = (today: string) => addDays(today, DAYS_AHEAD);
export const isSunday = (date: string) => dayOfWeek(date) === 0;
