import type { HistogramCounts } from '@wsms/contracts/system';
import { Histogram, register } from 'prom-client';

export const emptyCounts = (): HistogramCounts => ({ buckets: [], count: 0 });

/** Two histograms' counts added bound by bound (instances of one service, label sets of one metric). */
export function addCounts(a: HistogramCounts, b: HistogramCounts): HistogramCounts {
  const byBound = new Map<number, number>();
  for (const { le, count } of [...a.buckets, ...b.buckets]) byBound.set(le, (byBound.get(le) ?? 0) + count);
  return { buckets: [...byBound].sort(([x], [y]) => x - y).map(([le, count]) => ({ le, count })), count: a.count + b.count };
}

/** What was counted between `earlier` and `later` (cumulative counts of the same histogram). */
export function subtractCounts(later: HistogramCounts, earlier: HistogramCounts): HistogramCounts {
  const before = new Map(earlier.buckets.map(({ le, count }) => [le, count]));
  return {
    buckets: later.buckets.map(({ le, count }) => ({ le, count: Math.max(0, count - (before.get(le) ?? 0)) })),
    count: Math.max(0, later.count - earlier.count),
  };
}

/**
 * The q-quantile estimated from bucket counts as Prometheus' histogram_quantile does: find the bucket
 * the rank falls in and interpolate linearly within it (from 0 for the first). A rank past the last
 * finite bound answers that bound. null when nothing was observed.
 */
export function quantileOf(q: number, { buckets, count }: HistogramCounts): number | null {
  if (count === 0) return null;
  const rank = q * count;
  let lowerBound = 0;
  let below = 0;
  for (const { le, count: atMost } of buckets) {
    if (atMost >= rank) {
      const inBucket = atMost - below;
      return inBucket === 0 ? le : lowerBound + (le - lowerBound) * ((rank - below) / inBucket);
    }
    lowerBound = le;
    below = atMost;
  }
  return buckets.length > 0 ? buckets[buckets.length - 1]!.le : null;
}

type Labels = Record<string, string | number | undefined>;

/**
 * A histogram's counts in this process (prom-client's default registry), summed over its label sets
 * that `keep` accepts; empty when the histogram is not registered.
 */
export async function histogramCounts(name: string, keep: (labels: Labels) => boolean = () => true): Promise<HistogramCounts> {
  const metric = register.getSingleMetric(name);
  if (!(metric instanceof Histogram)) return emptyCounts();
  const { values } = await metric.get();
  const byBound = new Map<number, number>();
  let count = 0;
  for (const { labels, value, metricName } of values) {
    if (!keep(labels)) continue;
    if (metricName === `${name}_count`) count += value;
    else if (metricName === `${name}_bucket` && labels.le !== '+Inf') byBound.set(Number(labels.le), (byBound.get(Number(labels.le)) ?? 0) + value);
  }
  return { buckets: [...byBound].sort(([x], [y]) => x - y).map(([le, c]) => ({ le, count: c })), count };
}

/** A gauge's or counter's values in this process, one per label set that `keep` accepts (read now: a gauge's collect runs). */
export async function metricValues(name: string, keep: (labels: Labels) => boolean = () => true): Promise<number[]> {
  const metric = register.getSingleMetric(name);
  if (!metric) return [];
  const { values } = await metric.get();
  return values.filter(({ labels }) => keep(labels)).map(({ value }) => value);
}
