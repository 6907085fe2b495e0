// Calendar dates are plain 'yyyy-MM-dd' strings; the math runs in UTC so no local zone can shift a day.
const toUtc = (date: string) => new Date(`${date}T00:00:00Z`);
const fromUtc = (d: Date) => d.toISOString().slice(0, 10);

export const addDays = (date: string, days: number) => {
  const d = toUtc(date);
  d.setUTCDate(d.getUTCDate() + days);
  return fromUtc(d);
};

export const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Same day of the month, clamped to the target month's last day (Jan 31 + 1 month = Feb 28). */
export function addMonths(date: string, months: number) {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const day = Math.min(d, daysInMonth(year, month));
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export const dayOfWeek = (date: string) => toUtc(date).getUTCDay();
export const monthOf = (date: string) => date.slice(0, 7);
export const startOfMonth = (date: string) => `${monthOf(date)}-01`;

export const clampDate = (date: string, min?: string, max?: string) =>
  min && date < min ? min : max && date > max ? max : date;

/** Today's calendar date in `timeZone` (e.g. the business's zone, not the visitor's). */
export function todayInTimeZone(timeZone: string, now: Date = new Date()) {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const named = (names: string[], index: number, width: 'long' | 'short') => (width === 'long' ? names[index]! : names[index]!.slice(0, 3));

/**
 * en-US text for the option sets the apps use (weekday and month long or short, numeric day and
 * year), in plain code: a calendar of 42 labelled days then never makes the page's first Intl call,
 * which loads ICU's data and holds a phone's main thread for tens of milliseconds. Anything else
 * goes to Intl; calendar-dates.test.ts checks both give the same text.
 */
function formatPlain(date: string, options: Intl.DateTimeFormatOptions): string | null {
  const { weekday, month, day, year, ...rest } = options;
  const widths = [weekday, month];
  if (Object.keys(rest).length > 0 || widths.some((w) => w !== undefined && w !== 'long' && w !== 'short')) return null;
  if ((day !== undefined && day !== 'numeric') || (year !== undefined && year !== 'numeric') || !month) return null;
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  let text = `${named(MONTHS, m - 1, month as 'long' | 'short')}${day ? ` ${d}` : ''}`;
  if (year) text += day ? `, ${y}` : ` ${y}`;
  return weekday ? `${named(WEEKDAYS, dayOfWeek(date), weekday as 'long' | 'short')}, ${text}` : text;
}

/** 'Monday, March 9, 2026' (or any other Intl date options) for a calendar date. */
export function formatCalendarDate(date: string, options: Intl.DateTimeFormatOptions = { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }) {
  return formatPlain(date, options) ?? new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' }).format(toUtc(date));
}

/** '09:00' -> '9:00 AM'. */
export function formatClockTime(time: string) {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** The weeks of `date`'s month, Sunday first; days outside the month are null. */
export function monthWeeks(date: string): Array<Array<string | null>> {
  const first = startOfMonth(date);
  const [y, m] = first.split('-').map(Number) as [number, number];
  const cells: Array<string | null> = Array.from({ length: dayOfWeek(first) }, () => null);
  for (let day = 0; day < daysInMonth(y, m); day += 1) cells.push(addDays(first, day));
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}
