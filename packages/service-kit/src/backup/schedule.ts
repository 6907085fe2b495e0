// The running stack's own backups (BACKUP_DIR + BACKUP_EVERY_HOURS): every instance that runs this
// job looks once a minute whether the current period's backup is due; the one whose insert of that
// period's claim wins (a unique _id: FerretDB has no compare-and-swap) takes it, the others skip it.
// The result of each run is recorded for the System tab (readLastBackup).
import os from 'node:os';
import type mongoose from 'mongoose';
import { z } from 'zod';
import { parseConfig } from '../config';
import { insertOnce } from '../data-access/insert-once';
import type { Logger } from '../logger';
import { pruneSnapshots, writeSnapshot } from './snapshot';

/** One document per period: `_id` is the period's number, so only one instance can claim it. */
const CLAIMS = 'backup_claims';
/** One document per run: { at, sizeBytes, ok, snapshot?, error?, instance }. */
const RUNS = 'backup_runs';
const CHECK_EVERY_MS = 60_000;

export interface BackupResult {
  at: Date;
  sizeBytes: number;
  ok: boolean;
}

interface BackupRunRecord extends BackupResult {
  _id: string;
  snapshot?: string;
  error?: string;
  instance: string;
}

/** The last backup the stack took itself, for the System tab; null before the first. */
export async function readLastBackup(db: mongoose.Connection): Promise<BackupResult | null> {
  const last = await db.collection<BackupRunRecord>(RUNS).find({}).sort({ at: -1 }).limit(1).next();
  return last ? { at: last.at, sizeBytes: last.sizeBytes, ok: last.ok } : null;
}

export interface ScheduledBackupOptions {
  /** Where claims and results are kept (the hosting service's own database). */
  db: mongoose.Connection;
  /** Every service database to back up (on the same server as `db`). */
  databases: readonly string[];
  dir: string;
  everyHours: number;
  keep: number;
  logger: Pick<Logger, 'info' | 'error'>;
  now?: () => Date;
}

/**
 * Takes the backup of the current period when it is due and this instance wins its claim; answers
 * what it did. One call is one check (the timer in startScheduledBackups calls it every minute).
 */
export async function runDueBackup(options: ScheduledBackupOptions): Promise<'skipped' | BackupResult> {
  const { db, databases, dir, everyHours, keep, logger } = options;
  const now = (options.now ?? (() => new Date()))();
  const periodMs = everyHours * 3_600_000;
  const period = Math.floor(now.getTime() / periodMs);
  const instance = `${os.hostname()}:${process.pid}`;
  const claims = db.collection<{ _id: string; instance: string; claimedAt: Date }>(CLAIMS);
  const won = await insertOnce(() => claims.insertOne({ _id: `${everyHours}h:${period}`, instance, claimedAt: now }));
  if (!won) return 'skipped';
  const record: BackupRunRecord = { _id: `${everyHours}h:${period}`, at: now, sizeBytes: 0, ok: false, instance };
  try {
    const written = await writeSnapshot({ client: db.getClient(), databases, outDir: dir, now });
    record.ok = true;
    record.sizeBytes = written.sizeBytes;
    record.snapshot = written.dir;
    const removed = await pruneSnapshots(dir, keep);
    logger.info({ snapshot: written.dir, sizeBytes: written.sizeBytes, removed: removed.length }, 'backup written');
  } catch (error) {
    record.error = error instanceof Error ? error.message : String(error);
    logger.error({ err: error }, 'backup failed');
  }
  await db.collection<BackupRunRecord>(RUNS).insertOne(record);
  // Claims of periods long past serve no one.
  await claims.deleteMany({ claimedAt: { $lt: new Date(now.getTime() - 2 * periodMs) } });
  return { at: record.at, sizeBytes: record.sizeBytes, ok: record.ok };
}

/** Starts the timer; answers a stop function. The first check runs at once. */
export function startScheduledBackups(options: ScheduledBackupOptions): () => void {
  let running = false;
  const check = () => {
    if (running) return;
    running = true;
    runDueBackup(options)
      .catch((error: unknown) => options.logger.error({ err: error }, 'backup check failed'))
      .finally(() => {
        running = false;
      });
  };
  const timer = setInterval(check, CHECK_EVERY_MS);
  timer.unref();
  check();
  return () => clearInterval(timer);
}

const backupEnvSchema = z.object({
  BACKUP_DIR: z.string().trim().optional(),
  BACKUP_EVERY_HOURS: z.coerce.number().positive('must be a number of hours above 0').optional(),
  BACKUP_KEEP: z.coerce.number().int().min(1, 'must be a whole number of at least 1').default(7),
});

/** BACKUP_DIR + BACKUP_EVERY_HOURS (> 0) + BACKUP_KEEP (default 7); null when backups are off. */
export function readBackupEnv(env: NodeJS.ProcessEnv): { dir: string; everyHours: number; keep: number } | null {
  const present = (name: string) => (env[name]?.trim() ? env[name] : undefined);
  const { BACKUP_DIR, BACKUP_EVERY_HOURS, BACKUP_KEEP } = parseConfig(backupEnvSchema, {
    BACKUP_DIR: present('BACKUP_DIR'),
    BACKUP_EVERY_HOURS: present('BACKUP_EVERY_HOURS'),
    BACKUP_KEEP: present('BACKUP_KEEP'),
  });
  if (!BACKUP_DIR || BACKUP_EVERY_HOURS === undefined) return null;
  return { dir: BACKUP_DIR, everyHours: BACKUP_EVERY_HOURS, keep: BACKUP_KEEP };
}

/**
 * Every service's database on the host's server, named like the host's own (`wsms_auth` hosting:
 * `wsms_auth`, `wsms_catalog`, ...; DB_NAME_PREFIX decides the prefix for all of them).
 */
export function siblingDatabases(ownDatabase: string, ownService: string, services: readonly string[]): string[] {
  const suffix = `_${ownService}`;
  if (!ownDatabase.endsWith(suffix)) throw new Error(`Scheduled backups need the database named <prefix>${suffix}, not ${ownDatabase}`);
  const prefix = ownDatabase.slice(0, -suffix.length);
  return services.map((service) => `${prefix}_${service}`);
}
