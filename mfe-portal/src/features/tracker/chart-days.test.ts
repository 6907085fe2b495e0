import { dayDomain, dayValue } from './chart-days';

const DAY = 86_400;
const days = (domain: [number, number] | null) => domain && domain.map((value) => value / DAY - dayValue('2026-03-05') / DAY);

describe('The x range of the exercise chart', () => {
  test('When there is one point, then the range is the week around it, the point in the middle', () => {
    expect(days(dayDomain(['2026-03-05']))).toEqual([-3.5, 3.5]);
  });

  test('When two logs fall on one day, then the range is that day\'s week, as for one point', () => {
    expect(dayDomain(['2026-03-05', '2026-03-05'])).toEqual(dayDomain(['2026-03-05']));
  });

  test('When points span a few days, then the week is centred on them and none is on an edge', () => {
    expect(days(dayDomain(['2026-03-03', '2026-03-05', '2026-03-09']))).toEqual([-2.5, 4.5]);
  });

  test('When points span months, then the range is their span and a twentieth more on each side', () => {
    const [min, max] = dayDomain(['2026-01-05', '2026-02-14', '2026-04-15'])!;
    expect([min, max]).toEqual([dayValue('2026-01-05') - 5 * DAY, dayValue('2026-04-15') + 5 * DAY]);
  });

  test('When a point is a date, then its value is midnight UTC of that date; no points give no range', () => {
    expect(new Date(dayValue('2026-11-01') * 1000).toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(dayDomain([])).toBeNull();
  });
});
