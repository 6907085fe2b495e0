import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { addDays, weekStart, type ReportExportQuery } from '@wsms/contracts';
import { csvLine, sessionExportColumns } from './export-rows';
import { availableHours, cellsIn, figure, weekdayCounts } from './report-reads';
import type { ReportSummaryDeps } from './report-summary.use-case';

export type ReportExportDeps = ReportSummaryDeps;

const line = (fields: readonly (string | number | null | undefined)[]) => `${csvLine(fields)}\r\n`;

/** Writes lines in chunks, waiting whenever the client is slower than the database (memory stays flat). */
function chunkedWriter(out: Writable) {
  let buffer = '';
  const flush = async () => {
    if (!buffer) return;
    const chunk = buffer;
    buffer = '';
    if (!out.write(chunk)) await once(out, 'drain');
  };
  return {
    async write(text: string) {
      buffer += text;
      if (buffer.length >= 64 * 1024) await flush();
    },
    flush,
  };
}

export const exportFileName = (q: ReportExportQuery) => `${q.kind}-${q.from}-to-${q.to}.csv`;

/** Days of the sessions export read at once (about two weeks of sessions held at a time). */
const DAYS_AT_ONCE = 16;

/**
 * Every day of the range, one document each (by exact `_id`), the next batch asked for while this one
 * is written. Until the export days are complete (a database upgraded from before them, not rebuilt
 * yet), the rows themselves are walked instead: slower, never short.
 */
async function sessions(deps: ReportExportDeps, q: ReportExportQuery, out: ReturnType<typeof chunkedWriter>) {
  await out.write(line(sessionExportColumns));
  if (!(await deps.reports.exportDaysComplete())) {
    const filter = { from: q.from, to: q.to, ...(q.instructorId ? { instructorId: q.instructorId } : {}), ...(q.location ? { location: q.location } : {}) };
    for await (const row of deps.reports.exportRows(filter)) await out.write(line(row.fields));
    return;
  }
  const days: string[] = [];
  for (let day = q.from; day <= q.to; day = addDays(day, 1)) days.push(day);
  const read = (start: number) => {
    const batch = deps.reports.exportDays(days.slice(start, start + DAYS_AT_ONCE));
    // Awaited below; until then a failure must not count as unhandled.
    batch.catch(() => undefined);
    return batch;
  };
  let next = read(0);
  for (let start = 0; start < days.length; start += DAYS_AT_ONCE) {
    const batch = await next;
    if (start + DAYS_AT_ONCE < days.length) next = read(start + DAYS_AT_ONCE);
    for (const day of batch) {
      for (const row of day.rows) {
        if ((q.instructorId && row.instructorId !== q.instructorId) || (q.location && row.location !== q.location)) continue;
        await out.write(`${row.line}\r\n`);
      }
    }
  }
}

async function revenue(deps: ReportExportDeps, q: ReportExportQuery, out: ReturnType<typeof chunkedWriter>) {
  await out.write(line(['date', 'type', 'source_id', 'location', 'instructor_id', 'instructor', 'amount_cents']));
  const types = { payment: 'session payment', refund: 'refund', credit: 'package' } as const;
  for (const kind of ['payment', 'refund', 'credit'] as const) {
    if (kind === 'credit' && (q.location || q.instructorId)) continue;
    for await (const f of deps.reports.streamFacts(kind, q.from, q.to)) {
      if ((q.location && f.location !== q.location) || (q.instructorId && f.instructorId !== q.instructorId)) continue;
      const cents = figure(f.figures, 'sessionsCents') + figure(f.figures, 'packagesCents') - figure(f.figures, 'refundsCents');
      if (!cents) continue;
      const source = f._id.replace(/^booking:|:payment$|:refund$/g, '');
      await out.write(line([f.day, types[kind], source, f.location, f.instructorId, f.instructorName, cents]));
    }
  }
  if (!q.location && !q.instructorId) {
    for (const d of (await deps.contentReports.figures(q.from, q.to)).digitalByDay) await out.write(line([d.day, 'digital sales (day total)', '', '', '', '', d.cents]));
  }
}

async function utilisation(deps: ReportExportDeps, q: ReportExportQuery, out: ReturnType<typeof chunkedWriter>) {
  await out.write(line(['week_start', 'instructor_id', 'instructor', 'available_hours', 'booked_hours', 'rate']));
  const cells = await cellsIn(deps.reports, q);
  const names = new Map((await deps.catalog.listActive()).map((i) => [i.id, i.name]));
  const booked = new Map<string, number>();
  for (const c of cells) {
    if (!c.instructorId) continue;
    if (!names.get(c.instructorId)) names.set(c.instructorId, c.instructorName);
    const key = `${weekStart(c.day)}|${c.instructorId}`;
    booked.set(key, (booked.get(key) ?? 0) + figure(c.figures, 'bookedMinutes') / 60);
  }
  const ids = [...names.keys()].filter((id) => !q.instructorId || id === q.instructorId).sort((a, b) => (names.get(a) ?? '').localeCompare(names.get(b) ?? ''));
  const slots = new Map(await Promise.all(ids.map(async (id) => [id, await deps.availability.listForInstructorCached(id)] as const)));
  for (let week = weekStart(q.from); week <= q.to; week = addDays(week, 7)) {
    const from = week < q.from ? q.from : week;
    const to = addDays(week, 6) > q.to ? q.to : addDays(week, 6);
    const weekdays = weekdayCounts(from, to);
    for (const id of ids) {
      const available = availableHours(slots.get(id) ?? [], weekdays, from, to, q.location);
      const hours = booked.get(`${week}|${id}`) ?? 0;
      if (!available && !hours) continue;
      await out.write(line([week, id, names.get(id) ?? '', available.toFixed(2), hours.toFixed(2), (available > 0 ? Math.min(1, hours / available) : 0).toFixed(4)]));
    }
  }
}

const writers = { sessions, revenue, utilisation } as const;

/** Streams the export to `out`: a header row, then one row per record, never the whole file in memory. */
export async function writeReportCsv(deps: ReportExportDeps, q: ReportExportQuery, out: Writable) {
  const writer = chunkedWriter(out);
  await writers[q.kind](deps, q, writer);
  await writer.flush();
}
