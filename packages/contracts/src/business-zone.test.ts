/** @jest-environment node */
import { business } from './business';
import { BUSINESS_ZONE, businessInstant, businessToday, businessZoneAbbreviation, isBusinessDaylightTime } from './business-zone';

const zoneParts = new Intl.DateTimeFormat('en-US', { timeZone: BUSINESS_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', timeZoneName: 'short' });
const viaIntl = (instant: Date) => {
  const parts = Object.fromEntries(zoneParts.formatToParts(instant).map((p) => [p.type, p.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, zone: parts.timeZoneName };
};

describe('business zone without Intl', () => {
  test('When the business zone is asked, then it is the zone these rules describe', () => {
    expect(business.timeZone).toBe(BUSINESS_ZONE);
  });

  test('When every hour of March and November and every local midnight of 2020-2040 are compared with Intl, then today and daylight time agree', () => {
    const instants: number[] = [];
    for (let year = 2020; year <= 2040; year += 1) {
      for (const month of [2, 10]) for (let t = Date.UTC(year, month, 1); t < Date.UTC(year, month + 1, 1); t += 3_600_000) instants.push(t);
      // 04:00-06:00 UTC holds midnight in New York in either season.
      for (let t = Date.UTC(year, 0, 1, 4); t < Date.UTC(year + 1, 0, 1); t += 86_400_000) instants.push(t, t + 3_600_000, t + 7_200_000);
    }
    const mismatches = instants
      .map((t) => new Date(t))
      .filter((instant) => {
        const expected = viaIntl(instant);
        return businessToday(instant) !== expected.date || (isBusinessDaylightTime(instant) ? 'EDT' : 'EST') !== expected.zone;
      });
    expect(mismatches.map((d) => d.toISOString())).toEqual([]);
  });

  test('When the clocks change, then the minute before and the minute of the change differ', () => {
    expect(isBusinessDaylightTime(new Date('2026-03-08T06:59:00Z'))).toBe(false);
    expect(isBusinessDaylightTime(new Date('2026-03-08T07:00:00Z'))).toBe(true);
    expect(isBusinessDaylightTime(new Date('2026-11-01T05:59:00Z'))).toBe(true);
    expect(isBusinessDaylightTime(new Date('2026-11-01T06:00:00Z'))).toBe(false);
    expect(businessToday(new Date('2026-11-23T04:59:00Z'))).toBe('2026-11-22');
    expect(businessToday(new Date('2026-11-23T05:00:00Z'))).toBe('2026-11-23');
  });

  test('When a calendar date is labelled, then it says EDT in summer and EST in winter, as Intl does', () => {
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2031, 0, 1); t += 86_400_000) {
      const date = new Date(t).toISOString().slice(0, 10);
      expect({ date, zone: businessZoneAbbreviation(date) }).toEqual({ date, zone: viaIntl(new Date(`${date}T12:00:00Z`)).zone });
    }
  });

  test('When a wall-clock hour at the business is read as an instant, then Intl shows that date and hour there, summer and winter', () => {
    const hourParts = new Intl.DateTimeFormat('en-US', { timeZone: BUSINESS_ZONE, hour: '2-digit', hourCycle: 'h23' });
    const mismatches: string[] = [];
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2031, 0, 1); t += 86_400_000) {
      const date = new Date(t).toISOString().slice(0, 10);
      for (const time of ['00:00', '03:00', '09:00', '14:00', '23:00']) {
        const instant = businessInstant(date, time);
        if (viaIntl(instant).date !== date || `${hourParts.format(instant)}:00` !== time) mismatches.push(`${date} ${time}`);
      }
    }
    expect(mismatches).toEqual([]);
    expect(businessInstant('2026-12-03', '14:00').toISOString()).toBe('2026-12-03T19:00:00.000Z');
    expect(businessInstant('2026-07-03', '14:00').toISOString()).toBe('2026-07-03T18:00:00.000Z');
  });
});
