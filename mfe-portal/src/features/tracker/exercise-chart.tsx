import type { ExercisePoint } from '@wsms/contracts/training-stats';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import uPlot from 'uplot';
import { uplotCss } from '@wsms/ui';
import { dayDomain, dayValue } from './chart-days';

const Frame = styled.div`
  width: 100%;
  ${uplotCss}
`;

const HEIGHT = 260;
// The x values are dates at midnight UTC (chart-days.ts): read them in UTC so each is its own day everywhere.
const utcDate = (seconds: number) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC');

function options(width: number, exerciseName: string, domain: [number, number] | null): uPlot.Options {
  return {
    width,
    height: HEIGHT,
    title: undefined,
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
    tzDate: utcDate,
    scales: { x: { time: true, ...(domain ? { range: () => domain } : {}) }, weight: { auto: true }, volume: { auto: true } },
    axes: [
      { stroke: '#4a5568' },
      { scale: 'weight', label: 'Top weight (lbs)', stroke: '#0b1f3a', grid: { stroke: '#e2e8f0' } },
      { scale: 'volume', label: 'Volume (lbs)', side: 1, stroke: '#c2410c', grid: { show: false } },
    ],
    series: [
      {},
      { label: `${exerciseName} top weight`, scale: 'weight', stroke: '#0b1f3a', width: 2, points: { size: 6 } },
      { label: `${exerciseName} volume`, scale: 'volume', stroke: '#c2410c', width: 2, dash: [6, 4], points: { size: 5 } },
    ],
  };
}

/** An exercise's top weight and volume over time, drawn with uPlot. Loaded only when the Progress tab opens. */
export default function ExerciseChart({ exerciseName, points }: { exerciseName: string; points: ExercisePoint[] }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const data: uPlot.AlignedData = [points.map((p) => dayValue(p.date)), points.map((p) => p.topWeight), points.map((p) => p.volume)];
    const domain = dayDomain(points.map((p) => p.date));
    const chart = new uPlot(options(Math.max(240, element.clientWidth), exerciseName, domain), data, element);
    const resize = new ResizeObserver(() => chart.setSize({ width: Math.max(240, element.clientWidth), height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [exerciseName, points]);
  const first = points[0];
  const last = points.at(-1);
  const summary = first && last
    ? `${exerciseName}: top weight from ${first.topWeight} to ${last.topWeight} lbs and volume from ${first.volume} to ${last.volume} lbs over ${points.length} sessions`
    : `${exerciseName}: no sessions yet`;
  return <Frame ref={host} role="img" aria-label={summary} data-testid="exercise-chart" />;
}
