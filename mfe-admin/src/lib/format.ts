const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

/** A yyyy-MM-dd calendar date as "Jan 8, 2030" (no time zone shift). */
export const formatCalendarDate = (date: string) => dateOnly.format(new Date(`${date}T00:00:00Z`));

export const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
/** 0 Sunday .. 6 Saturday → the weekday's name. */
export const weekdayName = (dayOfWeek: number) => weekdays[(dayOfWeek + 6) % 7]!;
