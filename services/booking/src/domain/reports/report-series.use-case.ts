import { addDays, addMonths, startOfMonth, weekStart, type ReportMetric, type ReportSeries, type ReportSeriesQuery } from '@wsms/contracts';
import type { Figures } from '../../data-access/reports/report-fact-model';
import { cellsIn, figure, totalsIn } from './report-reads';
import type { ReportSummaryDeps } from './report-summary.use-case';

/** How a metric reads off one roll-up cell (digital sales come from content, per day). */
const metricOf: Record<Exclude<ReportMetric, 'revenueDigital'>, (f: Figures) => number> = {
  booked: (f) => figure(f, 'booked'),
  completed: (f) => figure(f, 'completed'),
  noShow: (f) => figure(f, 'noShow'),
  cancelled: (f) => figure(f, 'cancelled'),
  lateCancelled: (f) => figure(f, 'lateCancelled'),
  revenueNet: (f) => figure(f, 'sessionsCents') + figure(f, 'packagesCents') - figure(f, 'refundsCents'),
  revenueSessions: (f) => figure(f, 'sessionsCents'),
  revenuePackages: (f) => figure(f, 'packagesCents'),
  refunds: (f) => figure(f, 'refundsCents'),
  creditsSold: (f) => figure(f, 'creditsSold'),
  creditsUsed: (f) => figure(f, 'creditsUsed'),
  waitlistOffers: (f) => figure(f, 'waitlistOffers'),
  waitlistClaimed: (f) => figure(f, 'waitlistClaimed'),
};

const periodOf = { day: (d: string) => d, week: weekStart, month: startOfMonth } as const;
const nextPeriod = { day: (d: string) => addDays(d, 1), week: (d: string) => addDays(d, 7), month: (d: string) => addMonths(d, 1) } as const;

/** One metric per day, week (Monday first) or month over a range: every period present, zero where nothing happened. */
export async function reportSeries(deps: ReportSummaryDeps, query: ReportSeriesQuery): Promise<ReportSeries> {
  const { metric, interval } = query;
  const values = new Map<string, number>();
  const add = (day: string, value: number) => {
    if (!value) return;
    const period = periodOf[interval](day);
    values.set(period, (values.get(period) ?? 0) + value);
  };
  const unfiltered = !query.location && !query.instructorId;
  if (metric === 'revenueDigital' || metric === 'revenueNet') {
    if (unfiltered) for (const d of (await deps.contentReports.figures(query.from, query.to)).digitalByDay) add(d.day, d.cents);
  }
    // Whole months are read as their totals when the points are months; days and weeks need the day cells.
  if (metric !== 'revenueDigital') {
    const read = metricOf[metric];
    for (const cell of interval === 'month' ? (await totalsIn(deps.reports, query)).cells : await cellsIn(deps.reports, query)) add(cell.day, read(cell.figures));
  }
  const points: ReportSeries['points'] = [];
  for (let period = periodOf[interval](query.from); period <= query.to; period = nextPeriod[interval](period)) {
    points.push({ period, value: values.get(period) ?? 0 });
  }
  return { metric, interval, from: query.from, to: query.to, points };
}

