import { addDays, dayOfWeek, daysInMonth, startOfMonth } from '@wsms/contracts/dates';

/** The weeks of `date`'s month, Sunday first as on a US wall calendar; days outside the month are null. */
export function monthWeeks(date: string): Array<Array<string | null>> {
  const first = startOfMonth(date);
  const [y, m] = first.split('-').map(Number) as [number, number];
  const cells: Array<string | null> = Array.from({ length: dayOfWeek(first) }, () => null);
  for (let day = 0; day < daysInMonth(y, m); day += 1) cells.push(addDays(first, day));
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}
