import { addDays, businessToday, isClosedDay } from '@wsms/contracts/dates';

// The tests' dates are the business's calendar dates (America/New_York), reckoned by the app's own date module.
export { addDays, businessToday, dayOfWeek, isClosedDay } from '@wsms/contracts/dates';

/** A session day `days` after today at the business: the Monday after, when that is a Sunday. */
export function sessionDayAhead(days: number) {
  const date = addDays(businessToday(), days);
  return isClosedDay(date) ? addDays(date, 1) : date;
}
