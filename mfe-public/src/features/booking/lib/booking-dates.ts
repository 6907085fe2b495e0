import { bookingDaysAhead } from '@wsms/contracts/business';
import { addDays } from '@wsms/contracts/dates';

export const lastBookableDate = (today: string) => addDays(today, bookingDaysAhead);
