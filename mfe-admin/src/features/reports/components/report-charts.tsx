import type { ReportSeries, ReportSummary } from '@wsms/contracts/reports';
import { useEffect, useMemo, useRef } from 'react';
import styled from 'styled-components';
import uPlot from 'uplot';
import { uplotCss } from '@wsms/ui';
import { categoryAxis, niceTicks, percentTick } from '../chart-axes';
import { count, money, percent, placeName } from '../report-format';

const Frame = styled.div`
  width: 100%;
  min-height: 220px;
  .u-legend { display: none; }
  ${uplotCss}
`;
const Figure = styled.figure`
  margin: 0;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  padding: 12px;
  min-width: 0;
  & figcaption { font-weight: 600; color: ${({ theme }) => theme.colors.navy}; margin-bottom: 8px; }
`;
const Grid = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 420px), 1fr));
  margin-bottom: 24px;
`;

const HEIGHT = 220;
const navy = '#0b1f3a';
const orange = '#c2410c';
// Periods are calendar dates: read at midnight UTC so each is its own day everywhere.
const dayValue = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 1000;
const utcDate = (seconds: number) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC');

interface ChartProps {
  label: string;
  summary: string;
  testId: string;
  data: uPlot.AlignedData;
  options: (width: number) => uPlot.Options;
}

/** One uPlot chart, redrawn when its data changes and resized with its box; its summary is what a screen reader gets. */
function Chart({ label, summary, testId, data, options }: ChartProps) {
  const host = useRef<HTMLDivElement>(null);
  const optionsOf = useRef(options);
  useEffect(() => {
    optionsOf.current = options;
  });
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const width = () => Math.max(260, element.clientWidth);
    const chart = new uPlot(optionsOf.current(width()), data, element);
    const resize = new ResizeObserver(() => chart.setSize({ width: width(), height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [data]);
  return (
    <Figure>
      <figcaption>{label}</figcaption>
      <Frame ref={host} role="img" aria-label={summary} data-testid={testId} />
    </Figure>
  );
}

/** A value axis's ticks: how a tick reads for the step between ticks, and whether ticks are whole numbers (counts, cents). */
interface ValueKind {
  format: (step: number) => (n: number) => string;
  integer: boolean;
}
const counts: ValueKind = { format: () => count, integer: true };
const cents: ValueKind = { format: () => (n) => money(Math.round(n)), integer: true };
const rates: ValueKind = { format: percentTick, integer: false };

/** The y scale and axis: round ticks from the data's range (never repeating a label), the scale ending on the top tick. */
function valueAxis(kind: ValueKind, size: number) {
  let nice = niceTicks(0, 0, { integer: kind.integer });
  const range: uPlot.Range.Function = (_u, dataMin, dataMax) => {
    nice = niceTicks(dataMin, dataMax, { integer: kind.integer });
    return [nice.min, nice.max];
  };
  const axis: uPlot.Axis = { stroke: '#4a5568', grid: { stroke: '#e2e8f0' }, size, splits: () => nice.ticks, values: (_u, ticks) => ticks.map(kind.format(nice.step)) };
  return { range, axis };
}

const Y_AXIS_PX = 70;

const lineOptions = (width: number, series: uPlot.Series[], kind: ValueKind): uPlot.Options => {
  const y = valueAxis(kind, Y_AXIS_PX);
  return {
    width,
    height: HEIGHT,
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
    tzDate: utcDate,
    scales: { x: { time: true }, y: { range: y.range } },
    axes: [{ stroke: '#4a5568' }, y.axis],
    series: [{}, ...series],
  };
};

/** Bars per instructor or location: level names while they fit, else upright and cut short (the full names are in the summary). */
const barOptions = (width: number, labels: string[], name: string, kind: ValueKind): uPlot.Options => {
  const y = valueAxis(kind, 60);
  const x = categoryAxis(labels, width - 60 - 16);
  return {
    width,
    height: HEIGHT,
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
    scales: { x: { time: false, range: [-0.5, labels.length - 0.5] }, y: { range: y.range } },
    axes: [
      { stroke: '#4a5568', size: x.size, rotate: x.rotate, splits: () => labels.map((_, i) => i), values: (_u, ticks) => ticks.map((t) => x.labels[t] ?? '') },
      y.axis,
    ],
    series: [{}, { label: name, fill: navy, stroke: navy, paths: uPlot.paths.bars!({ size: [0.6, 48] }), points: { show: false } }],
  };
};

const totalOf = (series: ReportSeries) => series.points.reduce((sum, p) => sum + p.value, 0);
const peakOf = (series: ReportSeries) => series.points.reduce((best, p) => (p.value > best.value ? p : best), { period: '', value: 0 });

export interface ReportChartsProps {
  booked: ReportSeries;
  completed: ReportSeries;
  revenue: ReportSeries;
  summary: ReportSummary;
}

/** Sessions and revenue over time, utilisation per instructor, no-show rate per location (a chunk of its own). */
export default function ReportCharts({ booked, completed, revenue, summary }: ReportChartsProps) {
  const utilisation = summary.utilisation;
  const locations = summary.byLocation;
  const noShowRate = (l: (typeof locations)[number]) => (l.booked > 0 ? l.noShow / l.booked : 0);
  const peak = peakOf(booked);
  const sessionsText = `Sessions per ${booked.interval}: ${count(totalOf(booked))} booked and ${count(totalOf(completed))} completed over ${booked.points.length} ${booked.interval}s${peak.value > 0 ? `, most on the ${booked.interval} of ${peak.period} (${count(peak.value)})` : ''}.`;
  const revenueText = `Net revenue per ${revenue.interval}: ${money(totalOf(revenue))} in total over ${revenue.points.length} ${revenue.interval}s.`;
  const utilisationText = utilisation.length
    ? `Utilisation per instructor: ${utilisation.map((u) => `${u.name} ${percent(u.rate)}`).join(', ')}.`
    : 'Utilisation per instructor: no instructor offered hours in this period.';
  const noShowText = `No-show rate per location: ${locations.map((l) => `${placeName(l.location)} ${percent(noShowRate(l))}`).join(', ')}.`;
  const sessionsData = useMemo<uPlot.AlignedData>(
    () => [booked.points.map((p) => dayValue(p.period)), booked.points.map((p) => p.value), completed.points.map((p) => p.value)],
    [booked, completed],
  );
  const revenueData = useMemo<uPlot.AlignedData>(() => [revenue.points.map((p) => dayValue(p.period)), revenue.points.map((p) => p.value)], [revenue]);
  const utilisationData = useMemo<uPlot.AlignedData>(() => [utilisation.map((_, i) => i), utilisation.map((u) => u.rate)], [utilisation]);
  const noShowData = useMemo<uPlot.AlignedData>(() => [locations.map((_, i) => i), locations.map((l) => (l.booked > 0 ? l.noShow / l.booked : 0))], [locations]);
  return (
    <Grid>
      <Chart
        label="Sessions over time"
        summary={sessionsText}
        testId="sessions-chart"
        data={sessionsData}
        options={(width) =>
          lineOptions(width, [
            { label: 'Booked', stroke: navy, width: 2, points: { size: 5 } },
            { label: 'Completed', stroke: orange, width: 2, dash: [6, 4], points: { size: 4 } },
          ], counts)
        }
      />
      <Chart
        label="Net revenue over time"
        summary={revenueText}
        testId="revenue-chart"
        data={revenueData}
        options={(width) => lineOptions(width, [{ label: 'Net revenue', stroke: navy, width: 2, points: { size: 5 } }], cents)}
      />
      <Chart
        label="Utilisation per instructor"
        summary={utilisationText}
        testId="utilisation-chart"
        data={utilisationData}
        options={(width) => barOptions(width, utilisation.map((u) => u.name), 'Utilisation', rates)}
      />
      <Chart
        label="No-show rate per location"
        summary={noShowText}
        testId="no-show-chart"
        data={noShowData}
        options={(width) => barOptions(width, locations.map((l) => placeName(l.location)), 'No-show rate', rates)}
      />
    </Grid>
  );
}
