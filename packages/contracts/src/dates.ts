import { DateTime, FixedOffsetZone, Settings } from 'luxon';
import { business } from './business';
import { closedWeekday } from './vocabulary';

/**
 * Every date the site computes or writes, on the server and in the browser, through one library
 * (luxon). Bookings are wall-clock values at the business: a calendar date ('2026-03-09') and an
 * hour ('14:00'), reckoned in UTC so that no zone shifts a day. Instants (a Date or an ISO string)
 * are read in the business's zone with the zone rules the runtime carries, daylight time included.
 * Text is en-US from luxon's English tables: only a zone's offsets and name ask Intl.
 */
export const businessTimeZone = business.timeZone;

// Luxon asks Intl for the system's locale wherever none is given (durations inside plus() too);
// the site writes en-US, so that first Intl call (it loads ICU data) is never made for it.
Settings.defaultLocale = 'en-US';
const atBusiness = { zone: businessTimeZone };
const onCalendar = { zone: FixedOffsetZone.utcInstance };

function isoDate(moment: DateTime): string {
  const text = moment.toISODate();
  if (text === null) throw new RangeError(`Not a date: ${moment.invalidExplanation ?? moment.invalidReason}`);
  return text;
}
const calendarDay = (date: string) => DateTime.fromISO(date, onCalendar);
/** An instant at the business, or (no zone) where the viewer is. */
const instantAt = (instant: Date | string, zone?: typeof atBusiness) => DateTime.fromJSDate(new Date(instant), zone);

/** True for a real calendar date written yyyy-MM-dd. */
export const isCalendarDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && calendarDay(value).isValid;
export const addDays = (date: string, days: number) => isoDate(calendarDay(date).plus({ days }));
/** Same day of the month, clamped to the target month's last day (Jan 31 + 1 month = Feb 28). */
export const addMonths = (date: string, months: number) => isoDate(calendarDay(date).plus({ months }));
/** Whole days from one calendar date to another (0 for the same day; negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) => Math.round(calendarDay(to).diff(calendarDay(from), 'days').days);
export const daysInMonth = (year: number, month: number) => DateTime.fromObject({ year, month }, onCalendar).daysInMonth ?? 0;
/** 0 Sunday .. 6 Saturday, as the stored weekly slots count. */
export const dayOfWeek = (date: string) => calendarDay(date).weekday % 7;
export const monthOf = (date: string) => date.slice(0, 7);
export const startOfMonth = (date: string) => `${monthOf(date)}-01`;
/** The Monday of the business week (Monday to Sunday) that holds `date`. */
export const weekStart = (date: string) => isoDate(calendarDay(date).startOf('week'));
export const clampDate = (date: string, min?: string, max?: string) => (min && date < min ? min : max && date > max ? max : date);
/** No session is held on this date (a Sunday). */
export const isClosedDay = (date: string) => dayOfWeek(date) === closedWeekday;

/** Today's calendar date at the business. */
export const businessToday = (now: Date = new Date()) => isoDate(instantAt(now, atBusiness));
/** The business's calendar date of an instant. */
export const businessDate = (instant: Date | string) => isoDate(instantAt(instant, atBusiness));
/** The instant a wall-clock date and hour at the business stand for ('2026-12-03', '14:00' -> 19:00 UTC). */
export const businessInstant = (date: string, time: string) => DateTime.fromISO(`${date}T${time}`, atBusiness).toJSDate();
export const addMinutes = (instant: Date, minutes: number) => new Date(instant.getTime() + minutes * 60_000);

// Each name is an Intl call (a new formatter); a page asks for the same few dates again and again.
const zoneNames = new Map<string, string>();
/** 'EDT' or 'EST' on a business calendar date (read at noon, after any 2 a.m. change). */
export function businessZoneAbbreviation(date: string): string {
  let name = zoneNames.get(date);
  if (name === undefined) {
    name = DateTime.fromISO(`${date}T12:00`, atBusiness).offsetNameShort ?? businessTimeZone;
    zoneNames.set(date, name);
  }
  return name;
}

/** The formats the site writes, by name (en-US). */
export const dateFormats = {
  /** Monday, March 9, 2026 */
  full: 'cccc, LLLL d, yyyy',
  /** March 9, 2026 */
  long: 'LLLL d, yyyy',
  /** Mar 9, 2026 */
  medium: 'LLL d, yyyy',
  /** 3/9/2026 */
  numeric: 'M/d/yyyy',
  /** Mon, Mar 9, 2026 */
  weekdayShortYear: 'ccc, LLL d, yyyy',
  /** Mon, Mar 9 */
  weekdayShort: 'ccc, LLL d',
  /** Mar 9 */
  dayMonth: 'LLL d',
  /** March 2026 */
  monthYear: 'LLLL yyyy',
  /** Mar 9, 2:05 PM */
  dayMonthTime: 'LLL d, h:mm a',
  /** Mar 9, 2026, 2:05 PM */
  mediumTime: 'LLL d, yyyy, h:mm a',
  /** 2:05 PM on 2026-03-09 */
  timeOnDate: "h:mm a 'on' yyyy-MM-dd",
} as const;
export type DateFormat = keyof typeof dateFormats;

/** A calendar date as text: 'Monday, March 9, 2026' by default. */
export const formatCalendarDate = (date: string, format: DateFormat = 'full') => calendarDay(date).toFormat(dateFormats[format]);
/** An instant as the business's clocks show it. */
export const formatBusinessInstant = (instant: Date | string, format: DateFormat) => instantAt(instant, atBusiness).toFormat(dateFormats[format]);
const momentDays = { full: dateFormats.weekdayShortYear, medium: dateFormats.medium, short: dateFormats.dayMonth } as const;
/**
 * Every instant shown to a person (record views, addenda, messages, offers' expiry, the PDF): at the
 * business, with its zone named. full 'Sat, Nov 28, 2026, 11:22 AM EST', medium 'Nov 28, 2026, 11:22 AM EST',
 * short 'Nov 28, 11:22 AM EST'.
 */
export const formatBusinessMoment = (instant: Date | string, style: keyof typeof momentDays = 'full') => {
  const at = instantAt(instant, atBusiness);
  return `${at.toFormat(momentDays[style])}, ${at.toFormat('h:mm a')} ${at.offsetNameShort ?? businessTimeZone}`;
};

/** '09:00' -> '9:00 AM'. */
export const formatClockTime = (time: string) => DateTime.fromISO(`2000-01-01T${time}`, onCalendar).toFormat('h:mm a');
/** '10:00 AM EDT': a session's hour on its date at the business. */
export const formatSessionTime = (date: string, time: string) => `${formatClockTime(time)} ${businessZoneAbbreviation(date)}`;
/** '2026-12-03 at 14:00 (America/New_York)': a session's date and hour as the e-mails give them. */
export const formatSessionWhen = (date: string, time: string) => `${date} at ${time} (${businessTimeZone})`;
