/**
 * The business's time zone (America/New_York) in plain arithmetic, for the booking page's first
 * render: a page's first Intl call loads ICU's locale and zone data, which holds a phone's main
 * thread for tens of milliseconds, and that page needs only today's date there and EST or EDT.
 * US rule since 2007: daylight time from the second Sunday of March, 2:00 local (7:00 UTC), to the
 * first Sunday of November, 2:00 local (6:00 UTC). business-zone.test.ts compares every hour of
 * 2020-2040 around each change and each local midnight with Intl's zone data, so a change of the rule
 * (or of business.timeZone) fails there.
 */
export const BUSINESS_ZONE = 'America/New_York';

/** Day of the month of the `nth` Sunday of `month` (0-based) in `year`. */
const nthSunday = (year: number, month: number, nth: number) => 1 + ((7 - new Date(Date.UTC(year, month, 1)).getUTCDay()) % 7) + (nth - 1) * 7;

/** Whether the business's clocks show daylight time (EDT) at `instant`. */
export function isBusinessDaylightTime(instant: Date): boolean {
  const year = instant.getUTCFullYear();
  const start = Date.UTC(year, 2, nthSunday(year, 2, 2), 7);
  const end = Date.UTC(year, 10, nthSunday(year, 10, 1), 6);
  const t = instant.getTime();
  return t >= start && t < end;
}

/** Today's calendar date (yyyy-MM-dd) at the business. */
export function businessToday(now: Date = new Date()): string {
  const offsetHours = isBusinessDaylightTime(now) ? 4 : 5;
  return new Date(now.getTime() - offsetHours * 3_600_000).toISOString().slice(0, 10);
}

/** 'EDT' or 'EST' on a business calendar date (noon UTC is morning there, after any 2 a.m. change). */
export const businessZoneAbbreviation = (date: string): 'EDT' | 'EST' => (isBusinessDaylightTime(new Date(`${date}T12:00:00Z`)) ? 'EDT' : 'EST');

/** The instant a wall-clock date and time at the business stands for ('2026-12-03', '14:00' -> 19:00 UTC). */
export function businessInstant(date: string, time: string): Date {
  const asUtc = Date.parse(`${date}T${time}:00Z`);
  // The offset is decided at the standard-time reading, which falls on the right side of each change for any hour but the repeated one in November.
  const offsetHours = isBusinessDaylightTime(new Date(asUtc + 5 * 3_600_000)) ? 4 : 5;
  return new Date(asUtc + offsetHours * 3_600_000);
}
