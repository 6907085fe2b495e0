import { monthWeeks } from './month-weeks';

describe('month weeks', () => {
  test('When a month starts on a Sunday, then its first week has no leading blanks', () => {
    const weeks = monthWeeks('2026-03-17');
    expect(weeks[0]![0]).toBe('2026-03-01');
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
  });

  test('When a month starts later in the week, then the days before it are blank and every week has seven cells', () => {
    const weeks = monthWeeks('2026-04-30');
    expect(weeks[0]).toEqual([null, null, null, '2026-04-01', '2026-04-02', '2026-04-03', '2026-04-04']);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
  });
});
