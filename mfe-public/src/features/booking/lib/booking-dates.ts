import { bookingDaysAhead } from '@wsms/contracts/business';
import { addDays, dayOfWeek } from '@wsms/ui/calendar';

// Plain arithmetic, not Intl: the booking page's first render makes no Intl call (see business-zone.ts).
export { businessToday } from '@wsms/contracts/business-zone';
export const lastBookableDate = (today: string) => addDays(today, bookingDaysAhead);
export const isSunday = (date: string) => dayOfWeek(date) === 0;
