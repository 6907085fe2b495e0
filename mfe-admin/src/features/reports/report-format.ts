import { formatCents } from '@wsms/contracts/money';
import { locationLabel } from '@wsms/contracts/vocabulary';

export const money = (cents: number) => `${cents < 0 ? '-' : ''}$${Number(formatCents(Math.abs(cents))).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
export const percent = (rate: number) => `${(rate * 100).toFixed(rate > 0 && rate < 0.1 ? 1 : 0)}%`;
export const count = (n: number) => n.toLocaleString('en-US');
export const hours = (n: number) => `${n.toLocaleString('en-US', { maximumFractionDigits: 1 })} h`;
export const placeName = locationLabel;

/** "Up 12% vs previous period", "Down 3 vs previous period", or "No change" / "None in the previous period". */
export function changeText(current: number, previous: number, kind: 'count' | 'money' | 'rate' = 'count') {
  if (current === previous) return 'No change vs previous period';
  if (kind === 'rate') return `${current > previous ? 'Up' : 'Down'} ${Math.abs(Math.round((current - previous) * 100))} points vs previous period`;
  if (previous === 0) return 'None in the previous period';
  const change = Math.round((Math.abs(current - previous) / Math.abs(previous)) * 100);
  return `${current > previous ? 'Up' : 'Down'} ${change}% vs previous period`;
}
