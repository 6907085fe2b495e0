import { addDays, addMonths, formatCalendarDate, formatClockTime, monthWeeks, todayInTimeZone } from './calendar-dates';

describe('calendar dates', () => {
  test.each([
    [undefined],
    [{ month: 'long', year: 'numeric' }],
    [{ weekday: 'short', month: 'short', day: 'numeric' }],
    [{ month: 'short', day: 'numeric', year: 'numeric' }],
    [{ weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }],
    [{ weekday: 'long', month: 'long', day: 'numeric' }],
  ] as Array<[Intl.DateTimeFormatOptions | undefined]>)('When dates are written with %j, then the text is what Intl writes in en-US, every day of 2025-2028', (options) => {
    const intl = new Intl.DateTimeFormat('en-US', { ...(options ?? { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }), timeZone: 'UTC' });
    const differ: string[] = [];
    for (let date = '2025-01-01'; date < '2029-01-01'; date = addDays(date, 1)) {
      const expected = intl.format(new Date(`${date}T00:00:00Z`));
      if (formatCalendarDate(date, options) !== expected) differ.push(`${date}: ${formatCalendarDate(date, options)} / ${expected}`);
    }
    expect(differ).toEqual([]);
  });

  test('When other options are asked for, then Intl writes them', () => {
    expect(formatCalendarDate('2026-03-09', { month: '2-digit', day: '2-digit' })).toBe('03/09');
    expect(formatCalendarDate('2026-03-09')).toBe('Monday, March 9, 2026');
  });

  test('When a month is added to the 31st, then the day is clamped to the next month\'s end', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
  });

  test('When the UTC day has already changed, then today is still the date in the given zone', () => {
    expect(todayInTimeZone('America/New_York', new Date('2026-03-10T02:30:00Z'))).toBe('2026-03-09');
  });

  test('When a month starts on a Sunday, then its first week has no leading blanks', () => {
    const weeks = monthWeeks('2026-03-17');
    expect(weeks[0]![0]).toBe('2026-03-01');
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
  });

  test('When hours are formatted, then they read as a 12-hour clock', () => {
    expect(formatClockTime('09:00')).toBe('9:00 AM');
    expect(formatClockTime('12:00')).toBe('12:00 PM');
    expect(formatClockTime('00:00')).toBe('12:00 AM');
    expect(formatClockTime('16:00')).toBe('4:00 PM');
  });
});
