import { businessToday } from '@wsms/contracts/dates';
import { Button, LoadError, Loading } from '@wsms/ui';
import { reportExportUrl, useReportSeries, useReportSummary } from '@wsms/api-client/reports';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { TabHeading } from '../../../components/tab-heading';
import { count, hours, money, percent, placeName } from '../report-format';
import { intervalFor, presetOf, previousPeriod, rangeFrom } from '../report-period';
import { KpiCards } from './kpi-cards';
import { ReportFilters, type ReportFilterValues } from './report-filters';
import { SortableTable } from './sortable-table';

const ReportCharts = lazy(() => import(/* webpackChunkName: "report-charts" */ './report-charts'));

const Exports = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 8px 0 24px;
`;
const Tables = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 420px), 1fr));
`;

/** The owner's Reports: figures for a range, location and instructor (all in the address), charts, tables and CSV files. */
export function ReportsTab() {
  const [params, setParams] = useSearchParams();
  const today = businessToday();
  const range = rangeFrom(params);
  const filters: ReportFilterValues = { ...range, location: params.get('location') ?? '', instructorId: params.get('instructor') ?? '' };
  const query = { from: filters.from, to: filters.to, location: filters.location, instructorId: filters.instructorId };
  const interval = intervalFor(range);
  const summary = useReportSummary(query);
  const previous = useReportSummary({ ...query, ...previousPeriod(range) });
  const booked = useReportSeries(query, 'booked', interval);
  const completed = useReportSeries(query, 'completed', interval);
  const revenue = useReportSeries(query, 'revenueNet', interval);

  const change = (next: Partial<ReportFilterValues>) =>
    setParams(
      (current) => {
        const merged = { ...filters, ...next };
        const out = new URLSearchParams(current);
        out.set('from', merged.from);
        out.set('to', merged.to);
        for (const [key, value] of [['location', merged.location], ['instructor', merged.instructorId]] as const) {
          if (value) out.set(key, value);
          else out.delete(key);
        }
        return out;
      },
      { replace: true },
    );

  const data = summary.data;
  const empty = data && data.sessions.booked + data.sessions.cancelled === 0 && data.revenueCents.net === 0 && data.revenueCents.refunds === 0 && data.waitlist.offers === 0;
  const series = booked.data && completed.data && revenue.data ? { booked: booked.data, completed: completed.data, revenue: revenue.data } : null;
  return (
    <section aria-labelledby="reports-heading">
      <TabHeading id="reports-heading" title="Reports" />
      <ReportFilters value={filters} today={today} preset={presetOf(range, today)} onChange={change} />
      <Exports aria-label="Export CSV">
        <Button as="a" size="sm" variant="outline" href={reportExportUrl(query, 'sessions')} download>Export sessions CSV</Button>
        <Button as="a" size="sm" variant="outline" href={reportExportUrl(query, 'revenue')} download>Export revenue CSV</Button>
        <Button as="a" size="sm" variant="outline" href={reportExportUrl(query, 'utilisation')} download>Export utilisation CSV</Button>
      </Exports>
      {summary.isPending && <Loading text="Loading reports..." />}
      {summary.isError && <LoadError message="Failed to load reports" onRetry={summary.refetch} />}
      {data && (
        <div aria-busy={summary.isFetching} data-testid="report-body">
          <KpiCards current={data} previous={previous.data} />
          {empty && <p>No sessions, sales or waitlist offers in this period.</p>}
          {(booked.isError || completed.isError || revenue.isError) && (
            <LoadError message="Failed to load charts" onRetry={() => Promise.all([booked.refetch(), completed.refetch(), revenue.refetch()])} />
          )}
          {series && (
            <Suspense fallback={<Loading text="Loading charts..." />}>
              <ReportCharts {...series} summary={data} />
            </Suspense>
          )}
          <Tables>
            <SortableTable
              caption="Utilisation per instructor"
              rows={data.utilisation}
              rowKey={(u) => u.instructorId}
              columns={[
                { id: 'name', label: 'Instructor', value: (u) => u.name },
                { id: 'available', label: 'Available', value: (u) => u.availableHours, render: (u) => hours(u.availableHours), numeric: true },
                { id: 'booked', label: 'Booked', value: (u) => u.bookedHours, render: (u) => hours(u.bookedHours), numeric: true },
                { id: 'rate', label: 'Utilisation', value: (u) => u.rate, render: (u) => percent(u.rate), numeric: true },
              ]}
            />
            <SortableTable
              caption="By location"
              rows={data.byLocation}
              rowKey={(l) => l.location}
              columns={[
                { id: 'location', label: 'Location', value: (l) => placeName(l.location) },
                { id: 'booked', label: 'Booked', value: (l) => l.booked, render: (l) => count(l.booked), numeric: true },
                { id: 'completed', label: 'Completed', value: (l) => l.completed, render: (l) => count(l.completed), numeric: true },
                { id: 'noShow', label: 'No-shows', value: (l) => l.noShow, render: (l) => count(l.noShow), numeric: true },
                { id: 'noShowRate', label: 'No-show rate', value: (l) => (l.booked ? l.noShow / l.booked : 0), render: (l) => percent(l.booked ? l.noShow / l.booked : 0), numeric: true },
                { id: 'revenue', label: 'Revenue', value: (l) => l.revenueCents, render: (l) => money(l.revenueCents), numeric: true },
              ]}
            />
          </Tables>
        </div>
      )}
    </section>
  );
}
