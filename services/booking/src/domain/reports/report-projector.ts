import { randomUUID } from 'node:crypto';
import type { Logger } from '@wsms/service-kit';
import type { BookingRepository } from '../../data-access/shared/booking-repository';
import type { CreditRepository } from '../../data-access/credits/credit-repository';
import type { ReportFactRecord } from '../../data-access/reports/report-fact-model';
import type { ReportRepository } from '../../data-access/reports/report-repository';
import type { ReportEvent, ReportEventRepository } from '../../data-access/reports/report-event-repository';
import type { WaitlistRepository } from '../../data-access/waitlist/waitlist-repository';
import type { Clock } from '../shared/clock';
import { exportRowDay, sessionExportRow } from './export-rows';
import { bookingFacts, countsInReports } from './report-facts';
import { applyCredit } from './reporting-records';
import { feedWaitlistRecord, putFacts, recountClient, refreshExportDay, Touched } from './rollups';

export interface ProjectorDeps {
  reportEvents: ReportEventRepository;
  reports: ReportRepository;
  bookings: Pick<BookingRepository, 'findById'>;
  credits: Pick<CreditRepository, 'find' | 'redemptionsOfCredit' | 'returnsOfCredit'>;
  waitlist: Pick<WaitlistRepository, 'findEvent'>;
  /** The business clock (a credit's expiry); the lease and the lag run on the server's time. */
  clock: Clock;
  logger: Logger;
  changeCutoffHours: number;
}

export interface ProjectorOptions {
  /** This instance's name on the lease (a random one by default). */
  owner?: string;
  /** How long a claimed or renewed lease lasts; the holder renews it at every pass. */
  leaseMs?: number;
  /** Events read per pass. */
  batch?: number;
  /** The server's time (tests move it to let a dead holder's lease run out). */
  now?: () => Date;
}

const DEFAULT_LEASE_MS = 30_000;

/** 1, 2, 4 ... seconds between attempts of a failing apply, at most a minute. */
export const projectorRetryMs = (attempts: number) => Math.min(1000 * 2 ** (attempts - 1), 60_000);

/** What an apply touches, written down before its first report write (`ReportStreamRecord.plan`). */
class Plan {
  readonly entries: Set<string>;
  constructor(entries: readonly string[] = []) {
    this.entries = new Set(entries);
  }
  fact(f: Pick<ReportFactRecord, 'bucket' | 'day' | 'client'>) {
    this.entries.add(`r:${f.bucket}#${f.day}`);
    if (f.client) this.entries.add(`c:${f.client}`);
  }
  exportDay(day: string) {
    this.entries.add(`x:${day}`);
  }
  private of(prefix: string) {
    return [...this.entries].filter((e) => e.startsWith(prefix)).map((e) => e.slice(prefix.length));
  }
  get touched() {
    const touched = new Touched();
    for (const e of this.of('r:')) {
      const at = e.lastIndexOf('#');
      touched.add({ bucket: e.slice(0, at), day: e.slice(at + 1) });
    }
    return touched;
  }
  get exportDays() {
    return this.of('x:');
  }
  get clients() {
    return this.of('c:');
  }
}

const isEmpty = (f: ReportFactRecord) => !f.client && Object.keys(f.figures).length === 0;

/**
 * A booking's figures recomputed from the booking as it is now (so applying its events in order, or
 * one apply for several, or the same apply twice, ends in the same figures). The roll-ups, export days
 * and clients it will touch are written first; an apply a crash interrupted left them behind, and the
 * next apply of the stream rewrites them all (and counts the clients' first sessions again).
 */
async function applyBooking(deps: ProjectorDeps, stream: string, bookingId: string) {
  const resumed = await deps.reportEvents.findStream(stream);
  const plan = new Plan(resumed?.plan);
  const booking = await deps.bookings.findById(bookingId);
  // A hold never confirmed has no facts and makes none.
  if (!resumed && (!booking || !countsInReports(booking))) return;
  const next = booking ? bookingFacts(booking, deps.changeCutoffHours) : [];
  const previous = await Promise.all(next.map((f) => deps.reports.findFact(f._id)));
  next.forEach((f, i) => {
    const before = previous[i];
    if (before) plan.fact(before);
    if (before || !isEmpty(f)) plan.fact(f);
  });
  const row = booking ? sessionExportRow(booking) : null;
  const previousRow = await deps.reports.findExportRow(bookingId);
  for (const r of [previousRow, row]) if (r) plan.exportDay(exportRowDay(r));
  await deps.reportEvents.putStream({ _id: stream, plan: [...plan.entries], startedAt: new Date() });

  const touched = plan.touched;
  await putFacts(deps, next, touched);
  if (resumed) {
    // The interrupted apply may have marked a client's first session already: its roll-ups are rewritten too.
    for (const client of plan.clients) {
      await recountClient(deps, client);
      for (const f of await deps.reports.factsOfClient(client)) if (f.kind === 'session') touched.add(f);
    }
  }
  if (row) await deps.reports.putExportRow(row);
  else if (previousRow) await deps.reports.deleteExportRow(bookingId);
  await touched.refresh(deps);
  for (const day of plan.exportDays) await refreshExportDay(deps, day);
  await deps.reportEvents.removeStream(stream);
}

/** Applies one stream's events: its record's figures as they are now. */
export async function applyStream(deps: ProjectorDeps, stream: string) {
  const at = stream.indexOf(':');
  const [kind, id] = [stream.slice(0, at), stream.slice(at + 1)];
  if (kind === 'booking') return applyBooking(deps, stream, id);
  if (kind === 'credit') return applyCredit(deps, id);
  if (kind === 'waitlist') {
    const event = await deps.waitlist.findEvent(id);
    if (event) await feedWaitlistRecord(deps, event);
    return;
  }
  deps.logger.warn({ stream }, 'report event of an unknown kind dropped');
}

/** Seconds since the oldest event not yet applied was recorded (0 when none is waiting). */
export async function reportLagSeconds(deps: Pick<ProjectorDeps, 'reportEvents'>, now: Date = new Date()) {
  const oldest = await deps.reportEvents.oldestAt();
  return oldest ? Math.max(0, (now.getTime() - oldest.getTime()) / 1000) : 0;
}

export interface PassResult {
  /** False while another instance holds the lease. */
  leased: boolean;
  applied: number;
  failed: number;
}

/**
 * The report projector of one instance. Whichever instance holds the lease applies the due events,
 * oldest first, one stream (record) at a time, and deletes them once applied; a failed apply is
 * retried later (1 s, 2 s, 4 s ... a minute). The events left and the stream plans are the checkpoint:
 * a projector killed mid-apply is resumed by the next holder.
 */
export function reportProjector(deps: ProjectorDeps, options: ProjectorOptions = {}) {
  const owner = options.owner ?? randomUUID();
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const batch = options.batch ?? 200;
  const now = options.now ?? (() => new Date());
  let held: { term: number; until: number } | null = null;

  /** Renews this instance's term, or claims the next one once the last holder's ran out. */
  async function holdLease(): Promise<boolean> {
    const at = now();
    const until = new Date(at.getTime() + leaseMs);
    const latest = await deps.reportEvents.latestLease();
    if (latest && latest.owner === owner && latest.expiresAt > at) {
      await deps.reportEvents.renewLease(latest.term, owner, until);
      held = { term: latest.term, until: until.getTime() };
      return true;
    }
    held = null;
    if (latest && latest.expiresAt > at) return false;
    const term = (latest?.term ?? 0) + 1;
    if (!(await deps.reportEvents.claimLease(term, owner, until))) return false;
    held = { term, until: until.getTime() };
    await deps.reportEvents.pruneLeases(term - 10);
    return true;
  }

  /** Still ours with room for one more apply (a quarter of the lease). */
  const stillHeld = () => held !== null && held.until - now().getTime() > leaseMs / 4;

  async function applyAll(events: readonly ReportEvent[]) {
    const streams = new Map<string, ReportEvent[]>();
    for (const e of events) streams.set(e.stream, [...(streams.get(e.stream) ?? []), e]);
    const result = { applied: 0, failed: 0 };
    for (const [stream, list] of streams) {
      if (!stillHeld() && !(await holdLease())) break;
      const ids = list.map((e) => e.id);
      try {
        await applyStream(deps, stream);
        await deps.reportEvents.remove(ids);
        result.applied += ids.length;
      } catch (err) {
        const attempts = Math.max(...list.map((e) => e.attempts)) + 1;
        deps.logger.warn({ err, stream, attempts }, 'report event not applied: retried later');
        await deps.reportEvents.retryLater(ids, attempts, new Date(now().getTime() + projectorRetryMs(attempts)), err instanceof Error ? err.message : String(err));
        result.failed += ids.length;
      }
    }
    return result;
  }

  return {
    owner,
    /** One pass over the due events (none while another instance holds the lease). */
    async runOnce(): Promise<PassResult> {
      if (!(await holdLease())) return { leased: false, applied: 0, failed: 0 };
      const events = await deps.reportEvents.listDue(now(), batch);
      return { leased: true, ...(await applyAll(events)) };
    },
    /** Whether this instance holds the lease now (the reconcile runs only there). */
    holdLease,
  };
}
export type ReportProjector = ReturnType<typeof reportProjector>;
