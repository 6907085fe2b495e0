const DAY = 86_400;
const WEEK_SPAN = 6 * DAY;

/**
 * A calendar date (yyyy-MM-dd) as the chart's x value: seconds at midnight UTC. The chart reads its
 * x values in UTC too, so a point sits on its own day's tick on every device, whatever its time zone.
 */
export const dayValue = (date: string) => Date.parse(`${date}T00:00:00Z`) / 1000;

/**
 * The x range of an exercise chart (seconds). Left to itself uPlot spans years around a single day,
 * with the point at the edge; so points within a week get the week around them, and a longer
 * history is padded on each side by a twentieth of its span (a day at least), off the frame's edges.
 */
export function dayDomain(dates: readonly string[]): [number, number] | null {
  if (dates.length === 0) return null;
  const values = dates.map(dayValue);
  const first = Math.min(...values);
  const last = Math.max(...values);
  if (last - first <= WEEK_SPAN) {
    const middle = (first + last) / 2;
    return [middle - 3.5 * DAY, middle + 3.5 * DAY];
  }
  const pad = Math.max(DAY, (last - first) / 20);
  return [first - pad, last + pad];
}
