import { sessionWeekdays, weekdayName } from '@wsms/contracts/vocabulary';

/** The days a slot may be on, Monday to Saturday: nothing can be booked on a Sunday. */
export const bookableDayOptions = sessionWeekdays.map((value) => ({ value, label: weekdayName(value) }));
