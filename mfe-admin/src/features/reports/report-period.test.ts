import { intervalFor, presetRange, previousPeriod, rangeFrom } from './report-period';

describe('report periods', () => {
  test('When a preset is chosen in mid-May 2030, then it is the whole month, the month before, the second quarter or the year', () => {
    expect(presetRange('this-month', '2030-05-17')).toEqual({ from: '2030-05-01', to: '2030-05-31' });
    expect(presetRange('last-month', '2030-05-17')).toEqual({ from: '2030-04-01', to: '2030-04-30' });
    expect(presetRange('quarter', '2030-05-17')).toEqual({ from: '2030-04-01', to: '2030-06-30' });
    expect(presetRange('year', '2030-05-17')).toEqual({ from: '2030-01-01', to: '2030-12-31' });
    expect(presetRange('last-month', '2030-01-09')).toEqual({ from: '2029-12-01', to: '2029-12-31' });
  });

  test('When a range is compared, then the previous period has the same number of days and ends the day before', () => {
    expect(previousPeriod({ from: '2030-03-01', to: '2030-03-31' })).toEqual({ from: '2030-01-29', to: '2030-02-28' });
    expect(previousPeriod({ from: '2030-03-10', to: '2030-03-10' })).toEqual({ from: '2030-03-09', to: '2030-03-09' });
  });

  test('When the range grows, then charts go from days to weeks to months; and a bad range in the address falls back to this month', () => {
    expect(intervalFor({ from: '2030-03-01', to: '2030-03-31' })).toBe('day');
    expect(intervalFor({ from: '2030-01-01', to: '2030-03-31' })).toBe('week');
    expect(intervalFor({ from: '2030-01-01', to: '2030-12-31' })).toBe('month');
    const now = new Date('2030-05-17T15:00:00Z');
    expect(rangeFrom(new URLSearchParams('from=2030-03-31&to=2030-03-01'), now)).toEqual({ from: '2030-05-01', to: '2030-05-31' });
    expect(rangeFrom(new URLSearchParams('from=2026-01-01&to=2030-01-01'), now)).toEqual({ from: '2030-05-01', to: '2030-05-31' });
    expect(rangeFrom(new URLSearchParams('from=2030-03-01&to=2030-03-31'), now)).toEqual({ from: '2030-03-01', to: '2030-03-31' });
  });
});
