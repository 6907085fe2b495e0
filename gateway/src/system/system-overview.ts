import type { AdminSystem, HistogramCounts, InstanceSummary, ServiceStatus } from '@wsms/contracts/system';
import { addCounts, emptyCounts, quantileOf } from '@wsms/service-kit';

/** One instance as asked: its summary, or null when it did not answer (or answered something else). */
export interface InstanceAnswer {
  url: string;
  summary: InstanceSummary | null;
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;
const inMs = (seconds: number | null) => (seconds === null ? null : Math.round(seconds * 1000));

/** A service's figures over the instances that answered (each over its own last minute). */
export function serviceStatus(name: string, answers: readonly InstanceAnswer[]): ServiceStatus {
  const answered = answers.map((a) => a.summary).filter((s): s is InstanceSummary => s !== null);
  const instances = answers.map(({ url, summary }) => ({ url, up: summary !== null, version: summary?.version ?? null, uptimeS: summary?.uptimeS ?? null }));
  if (answered.length === 0) return { name, instances, requestsPerMin: null, errorRate: null, p95Ms: null };
  // Each instance's rate over its own window, added up: instances that started at different times still count right.
  const perMin = answered.reduce((sum, s) => sum + (s.windowS > 0 ? (s.requests / s.windowS) * 60 : 0), 0);
  const requests = answered.reduce((sum, s) => sum + s.requests, 0);
  const errors = answered.reduce((sum, s) => sum + s.errors, 0);
  const latency = answered.reduce((sum, s) => addCounts(sum, s.latency), emptyCounts());
  return {
    name,
    instances,
    requestsPerMin: round(perMin, 1),
    errorRate: requests > 0 ? round(errors / requests, 4) : null,
    p95Ms: inMs(quantileOf(0.95, latency)),
  };
}

/** The first answer's figure of one kind (read from the database, every instance answers the same). */
const firstFigure = <K extends keyof InstanceSummary['figures']>(answers: readonly InstanceAnswer[], key: K) =>
  answers.map((a) => a.summary?.figures[key]).find((figure) => figure !== undefined);

/** Vitals live in each content instance's own histograms: added up, then the 75th percentile estimated. */
function vitalsOf(answers: readonly InstanceAnswer[]): AdminSystem['vitals'] {
  const vitals = answers.map((a) => a.summary?.figures.vitals).filter((v) => v !== undefined);
  const total = (pick: (v: (typeof vitals)[number]) => HistogramCounts) => vitals.map(pick).reduce(addCounts, emptyCounts());
  const clsP75 = quantileOf(0.75, total((v) => v.cls));
  return {
    lcpP75Ms: inMs(quantileOf(0.75, total((v) => v.lcp))),
    inpP75Ms: inMs(quantileOf(0.75, total((v) => v.inp))),
    clsP75: clsP75 === null ? null : round(clsP75, 3),
  };
}

/** The System tab's answer from every instance's summary, by service (the gateway's own first). */
export function systemOverview(byService: ReadonlyArray<{ name: string; answers: readonly InstanceAnswer[] }>, at: Date): AdminSystem {
  const all = byService.flatMap((s) => s.answers);
  const answersOf = (name: string) => byService.find((s) => s.name === name)?.answers ?? [];
  const outbox = firstFigure(answersOf('booking'), 'outbox');
  const feedLagS = firstFigure(answersOf('booking'), 'feedLagS');
  const lastBackup = firstFigure(answersOf('auth'), 'lastBackup');
  return {
    services: byService.map(({ name, answers }) => serviceStatus(name, answers)),
    outbox: outbox ? { pending: outbox.pending, oldestAgeS: Math.round(outbox.oldestAgeS) } : null,
    feedLagS: feedLagS === undefined ? null : Math.round(feedLagS),
    vitals: vitalsOf(all),
    backups: lastBackup === undefined ? null : { last: lastBackup, everyHours: firstFigure(answersOf('auth'), 'backupEveryHours') ?? null },
    at: at.toISOString(),
  };
}
