import { percent } from './report-format';
import { categoryAxis, niceTicks, percentTick } from './chart-axes';

const labelsOf = (dataMin: number, dataMax: number) => {
  const nice = niceTicks(dataMin, dataMax);
  return nice.ticks.map(percentTick(nice.step));
};

describe('Report chart value axis', () => {
  test('When the rates are tiny (0.1% at most), then the ticks are round and each label reads once: 0%, 0.05%, 0.1% (the old labels repeated)', () => {
    expect(labelsOf(0, 0.001)).toEqual(['0%', '0.05%', '0.1%']);
    // What the axis read before: the same text for different ticks.
    const before = [0, 0.00025, 0.0005, 0.00075, 0.001].map(percent);
    expect(new Set(before).size).toBeLessThan(before.length);
  });

  test.each([
    [0, 0.0004],
    [0, 0.0023],
    [0, 0.013],
    [0, 0.07],
    [0, 0.35],
    [0, 0.97],
    [0, 1],
    [0.2, 0.8],
    [0, 0],
  ])('When the rates run from %s to %s, then every label is different, the ticks are 1, 2 or 5 times a power of ten apart and the top tick covers the data', (min, max) => {
    const nice = niceTicks(min, max);
    const labels = nice.ticks.map(percentTick(nice.step));
    expect(new Set(labels).size).toBe(labels.length);
    expect(nice.ticks[0]).toBe(0);
    expect(nice.max).toBeGreaterThanOrEqual(max);
    expect(nice.ticks.length).toBeGreaterThanOrEqual(2);
    expect(nice.ticks.length).toBeLessThanOrEqual(7);
    const mantissa = Number((nice.step / 10 ** Math.floor(Math.log10(nice.step))).toPrecision(6));
    expect([1, 2, 5]).toContain(mantissa);
  });

  test('When counts or cents are small, then the ticks are whole numbers (no "$0.01, $0.01" or 0.5 sessions)', () => {
    expect(niceTicks(0, 3, { integer: true }).ticks).toEqual([0, 1, 2, 3]);
    expect(niceTicks(0, 0, { integer: true }).ticks).toEqual([0, 1]);
    expect(niceTicks(0, 1234, { integer: true }).ticks).toEqual([0, 500, 1000, 1500]);
    expect(niceTicks(-250, 900, { integer: true }).ticks).toEqual([-500, 0, 500, 1000]);
  });
});

describe('Report chart category axis (instructor names under the utilisation chart)', () => {
  const names = ['Marcus Silva', 'Dana Reyes', 'Alexandra Montgomery-Whitfield', 'Sam Lee', 'Priya Natarajan', 'Jordan Brooks', 'Elena Petrova', 'Tomás García'];

  test('When the chart is wide, then the full names lie level under their bars', () => {
    const axis = categoryAxis(names.slice(0, 4), 1200 - 76);
    expect(axis.rotate).toBe(0);
    expect(axis.labels).toEqual(names.slice(0, 4));
  });

  test('When the chart is 360 px wide, then the names stand upright, cut to 12 characters with an ellipsis, so no two run together', () => {
    const plot = 360 - 24 - 76;
    const axis = categoryAxis(names, plot);
    expect(axis.rotate).toBe(-90);
    expect(axis.labels).toContain('Alexandra M…');
    expect(axis.labels.every((l) => l.length <= 12)).toBe(true);
    // Upright, each label takes a line's height: the bars' share of the width holds one.
    expect(plot / names.length).toBeGreaterThanOrEqual(14);
    expect(axis.size).toBeGreaterThanOrEqual(12 * 7);
  });

  test('When there are more instructors than upright lines fit, then every other (or k-th) bar is labelled, never two labels within one line of width', () => {
    const many = Array.from({ length: 40 }, (_, i) => `Coach ${i}`);
    const plot = 360 - 24 - 76;
    const axis = categoryAxis(many, plot);
    const labelled = axis.labels.map((l, i) => (l ? i : -1)).filter((i) => i >= 0);
    const gaps = labelled.slice(1).map((i, k) => (i - labelled[k]!) * (plot / many.length));
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(14);
    expect(axis.labels[0]).toBe('Coach 0');
  });
});
