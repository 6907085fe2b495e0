/** @jest-environment node */
import { business } from './business';
import {
  addDays,
  addMonths,
  businessDate,
  businessInstant,
  businessTimeZone,
  businessToday,
  businessZoneAbbreviation,
  dateFormats,
  dayOfWeek,
  daysInMonth,
  formatBusinessInstant,
  formatBusinessMoment,
  formatCalendarDate,
  formatClockTime,
  formatSessionTime,
  formatSessionWhen,
  isClosedDay,
  weekStart,
  type DateFormat,
} from './dates';

const zoneParts = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23', timeZoneName: 'short' });
const viaIntl = (instant: Date) => {
  const parts = Object.fromEntries(zoneParts.formatToParts(instant).map((p) => [p.type, p.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, hour: `${parts.hour}:00`, zone: parts.timeZoneName };
};
const hours = (from: Date, to: Date) => (to.getTime() - from.getTime()) / 3_600_000;

describe('business time in New York', () => {
  test('When the business zone is asked, then it is the business\'s own', () => {
    expect(businessTimeZone).toBe(business.timeZone);
    expect(businessTimeZone).toBe('America/New_York');
  });

  test('When the clocks spring forward (Sunday March 8, 2026, 2:00 EST), then the date and the zone change at that minute and that day has 23 hours', () => {
    expect(businessToday(new Date('2026-03-08T06:59:00Z'))).toBe('2026-03-08');
    expect(formatBusinessInstant(new Date('2026-03-08T06:59:00Z'), 'timeOnDate')).toBe('1:59 AM on 2026-03-08');
    expect(formatBusinessInstant(new Date('2026-03-08T07:00:00Z'), 'timeOnDate')).toBe('3:00 AM on 2026-03-08');
    expect(businessZoneAbbreviation('2026-03-07')).toBe('EST');
    expect(businessZoneAbbreviation('2026-03-08')).toBe('EDT');
    expect(businessInstant('2026-03-07', '09:00').toISOString()).toBe('2026-03-07T14:00:00.000Z');
    expect(businessInstant('2026-03-08', '09:00').toISOString()).toBe('2026-03-08T13:00:00.000Z');
    expect(hours(businessInstant('2026-03-08', '00:00'), businessInstant('2026-03-09', '00:00'))).toBe(23);
    expect(formatSessionTime('2026-03-07', '10:00')).toBe('10:00 AM EST');
    expect(formatSessionTime('2026-03-08', '10:00')).toBe('10:00 AM EDT');
  });

  test('When an instant is shown to a person, then it is the business\'s clock with its zone named, whatever zone the viewer is in', () => {
    expect(formatBusinessMoment('2026-11-28T16:22:13.988Z')).toBe('Sat, Nov 28, 2026, 11:22 AM EST');
    expect(formatBusinessMoment(new Date('2026-07-04T03:05:00Z'))).toBe('Fri, Jul 3, 2026, 11:05 PM EDT');
    expect(formatBusinessMoment('2026-11-28T16:22:13.988Z', 'medium')).toBe('Nov 28, 2026, 11:22 AM EST');
    expect(formatBusinessMoment('2026-11-28T16:22:13.988Z', 'short')).toBe('Nov 28, 11:22 AM EST');
  });

  test('When the clocks fall back (Sunday November 1, 2026, 2:00 EDT), then 1 a.m. comes twice, the date holds and that day has 25 hours', () => {
    expect(formatBusinessInstant(new Date('2026-11-01T05:30:00Z'), 'timeOnDate')).toBe('1:30 AM on 2026-11-01');
    expect(formatBusinessInstant(new Date('2026-11-01T06:30:00Z'), 'timeOnDate')).toBe('1:30 AM on 2026-11-01');
    expect(businessDate('2026-11-01T06:30:00.000Z')).toBe('2026-11-01');
    expect(businessZoneAbbreviation('2026-10-31')).toBe('EDT');
    expect(businessZoneAbbreviation('2026-11-01')).toBe('EST');
    expect(businessInstant('2026-10-31', '09:00').toISOString()).toBe('2026-10-31T13:00:00.000Z');
    expect(businessInstant('2026-11-01', '09:00').toISOString()).toBe('2026-11-01T14:00:00.000Z');
    expect(hours(businessInstant('2026-11-01', '00:00'), businessInstant('2026-11-02', '00:00'))).toBe(25);
  });

  test('When local midnight passes in winter and summer, then today changes with it, not with UTC', () => {
    expect(businessToday(new Date('2026-11-23T04:59:00Z'))).toBe('2026-11-22');
    expect(businessToday(new Date('2026-11-23T05:00:00Z'))).toBe('2026-11-23');
    expect(businessToday(new Date('2026-07-10T03:59:00Z'))).toBe('2026-07-09');
    expect(businessToday(new Date('2026-07-10T04:00:00Z'))).toBe('2026-07-10');
  });

  test('When every hour of March and November and every local midnight of 2025-2030 are compared with Intl, then the date and the zone agree', () => {
    const mismatches: string[] = [];
    for (let year = 2025; year <= 2030; year += 1) {
      const instants: number[] = [];
      for (const month of [2, 10]) for (let t = Date.UTC(year, month, 1); t < Date.UTC(year, month + 1, 1); t += 3_600_000) instants.push(t);
      // 04:00-06:00 UTC holds midnight in New York in either season.
      for (let t = Date.UTC(year, 0, 1, 4); t < Date.UTC(year + 1, 0, 1); t += 86_400_000) instants.push(t, t + 3_600_000, t + 7_200_000);
      for (const instant of instants.map((t) => new Date(t))) {
        const expected = viaIntl(instant);
        if (businessToday(instant) !== expected.date) mismatches.push(`${instant.toISOString()} date`);
        if (businessZoneAbbreviation(expected.date) !== viaIntl(new Date(`${expected.date}T12:00:00Z`)).zone) mismatches.push(`${expected.date} zone`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  test('When a wall-clock hour at the business is read as an instant, then Intl shows that date and hour there, every day of 2024-2030', () => {
    const mismatches: string[] = [];
    for (let date = '2024-01-01'; date < '2031-01-01'; date = addDays(date, 1)) {
      for (const time of ['00:00', '03:00', '09:00', '14:00', '23:00']) {
        const shown = viaIntl(businessInstant(date, time));
        if (shown.date !== date || shown.hour !== time) mismatches.push(`${date} ${time}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});

describe('calendar dates', () => {
  const intlOptions: Record<Exclude<DateFormat, 'dayMonthTime' | 'mediumTime' | 'timeOnDate'>, Intl.DateTimeFormatOptions> = {
    full: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
    long: { dateStyle: 'long' },
    medium: { dateStyle: 'medium' },
    numeric: {},
    weekdayShortYear: { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' },
    weekdayShort: { weekday: 'short', month: 'short', day: 'numeric' },
    dayMonth: { month: 'short', day: 'numeric' },
    monthYear: { month: 'long', year: 'numeric' },
  };

  test.each(Object.entries(intlOptions))('When dates are written as %s, then the text is what Intl writes in en-US, every day of 2025-2028', (format, options) => {
    const intl = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
    const differ: string[] = [];
    for (let date = '2025-01-01'; date < '2029-01-01'; date = addDays(date, 1)) {
      const expected = intl.format(new Date(`${date}T00:00:00Z`));
      const written = formatCalendarDate(date, format as DateFormat);
      if (written !== expected) differ.push(`${date}: ${written} / ${expected}`);
    }
    expect(differ).toEqual([]);
  });

  test('When instants are written with a time, then the text is Intl\'s en-US at the business, with a plain space before AM/PM', () => {
    const at = new Date('2026-01-01T15:05:00Z');
    const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'America/New_York' }).format(at).replace(/\s/g, ' ');
    expect(formatBusinessInstant(at, 'dayMonthTime')).toBe(intl({ month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }));
    expect(formatBusinessInstant(at, 'mediumTime')).toBe(intl({ dateStyle: 'medium', timeStyle: 'short' }));
    expect(formatBusinessInstant(at, 'dayMonthTime')).toBe('Jan 1, 10:05 AM');
    expect(Object.keys(dateFormats)).toEqual(expect.arrayContaining([...Object.keys(intlOptions), 'dayMonthTime', 'mediumTime', 'timeOnDate']));
  });

  test('When a month is added to the 31st, then the day is clamped to the next month\'s end', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
    expect(daysInMonth(2028, 2)).toBe(29);
  });

  test('When days are added across a clock change or a year, then calendar days are counted, not hours', () => {
    expect(addDays('2026-03-07', 1)).toBe('2026-03-08');
    expect(addDays('2026-11-01', 1)).toBe('2026-11-02');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  test('When a date is placed in its week, then Sunday is day 0 and closed, and the business week starts on the Monday before', () => {
    expect(dayOfWeek('2026-03-08')).toBe(0);
    expect(dayOfWeek('2026-03-09')).toBe(1);
    expect(isClosedDay('2026-03-08')).toBe(true);
    expect(isClosedDay('2026-03-14')).toBe(false);
    expect(weekStart('2026-03-08')).toBe('2026-03-02');
    expect(weekStart('2026-03-09')).toBe('2026-03-09');
  });

  test('When hours are written, then they read as a 12-hour clock, and a session gives its zone on that date', () => {
    expect(formatClockTime('09:00')).toBe('9:00 AM');
    expect(formatClockTime('12:00')).toBe('12:00 PM');
    expect(formatClockTime('00:00')).toBe('12:00 AM');
    expect(formatClockTime('16:00')).toBe('4:00 PM');
    expect(formatSessionTime('2026-07-03', '14:00')).toBe('2:00 PM EDT');
    expect(formatSessionTime('2026-12-03', '14:00')).toBe('2:00 PM EST');
    expect(formatSessionWhen('2026-12-03', '14:00')).toBe('2026-12-03 at 14:00 (America/New_York)');
  });

  test('When a calendar\'s days are labelled and counted, then no Intl formatter is made (the first one loads ICU data)', () => {
    jest.isolateModules(() => {
      const made = jest.spyOn(Intl, 'DateTimeFormat');
      try {
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh copy of luxon, with nothing cached yet
        const fresh = require('./dates') as typeof import('./dates');
        for (let date = '2026-02-22'; date < '2026-04-05'; date = fresh.addDays(date, 1)) {
          fresh.formatCalendarDate(date);
          fresh.dayOfWeek(date);
        }
        fresh.formatCalendarDate('2026-03-01', 'monthYear');
        fresh.addMonths('2026-03-01', 1);
        fresh.formatClockTime('09:00');
        expect(made).not.toHaveBeenCalled();
        // The spy sees a formatter made now.
        fresh.businessToday();
        expect(made).toHaveBeenCalled();
      } finally {
        made.mockRestore();
      }
    });
  });
});
