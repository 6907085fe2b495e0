import { addDays, addMonths, businessToday, daysBetween, isCalendarDate, startOfMonth } from '@wsms/contracts/dates';
import { reportMaxYears, type ReportInterval } from '@wsms/contracts/reports';

export interface ReportRange {
  from: string;
  to: string;
}

export const reportPresets = [
  { id: 'this-month', label: 'This month' },
  { id: 'last-month', label: 'Last month' },
  { id: 'quarter', label: 'Quarter' },
  { id: 'year', label: 'Year' },
] as const;
export type ReportPreset = (typeof reportPresets)[number]['id'];

const endOfMonth = (first: string) => addDays(addMonths(first, 1), -1);

/** A preset's dates around `today` (the business's date): whole months, the current quarter, the current year. */
export function presetRange(preset: ReportPreset, today: string): ReportRange {
  const month = startOfMonth(today);
  switch (preset) {
    case 'this-month':
      return { from: month, to: endOfMonth(month) };
    case 'last-month': {
      const last = addMonths(month, -1);
      return { from: last, to: endOfMonth(last) };
    }
    case 'quarter': {
      const quarterStart = addMonths(`${today.slice(0, 4)}-01-01`, Math.floor((Number(today.slice(5, 7)) - 1) / 3) * 3);
      return { from: quarterStart, to: addDays(addMonths(quarterStart, 3), -1) };
    }
    case 'year':
      return { from: `${today.slice(0, 4)}-01-01`, to: `${today.slice(0, 4)}-12-31` };
  }
}

/** The period of the same length just before (what the KPI cards compare with). */
export function previousPeriod({ from, to }: ReportRange): ReportRange {
  const days = daysBetween(from, to) + 1;
  return { from: addDays(from, -days), to: addDays(from, -1) };
}

/** Points a chart can show: days up to a month, weeks up to half a year, months beyond. */
export function intervalFor({ from, to }: ReportRange): ReportInterval {
  const days = daysBetween(from, to) + 1;
  return days <= 31 ? 'day' : days <= 184 ? 'week' : 'month';
}

/** The range in the address, or this month when it is missing or not one the server would answer. */
export function rangeFrom(params: URLSearchParams, now: Date = new Date()): ReportRange {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const valid = isCalendarDate(from) && isCalendarDate(to) && from <= to && to <= addMonths(from, reportMaxYears * 12);
  return valid ? { from, to } : presetRange('this-month', businessToday(now));
}

/** Which preset a range is, if any (the preset buttons show the pressed one). */
export const presetOf = (range: ReportRange, today: string) =>
  reportPresets.find((p) => {
    const r = presetRange(p.id, today);
    return r.from === range.from && r.to === range.to;
  })?.id ?? null;
