import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type mongoose from 'mongoose';
import { connectDatabase } from '../database';
import { freshDatabaseUri } from '../testing';
import { readBackupEnv, readLastBackup, runDueBackup, siblingDatabases, type ScheduledBackupOptions } from './schedule';
import { verifySnapshot } from './snapshot';

const quiet = { info: () => undefined, error: () => undefined };
let home: mongoose.Connection;
let twin: mongoose.Connection;
let dir: string;
let data: string;

beforeAll(async () => {
  const uri = freshDatabaseUri('backup_home');
  // Two instances of the hosting service: two connections to one database.
  [home, twin] = await Promise.all([connectDatabase(uri), connectDatabase(uri)]);
  data = `${home.name}_data`;
  await home.useDb(data).collection('bookings').insertMany([{ _id: 'b1', at: new Date('2030-01-01T10:00:00Z') }, { _id: 'b2', at: new Date('2030-01-02T10:00:00Z') }] as never[]);
  dir = mkdtempSync(path.join(os.tmpdir(), 'wsms-scheduled-'));
});
afterAll(async () => {
  await home.useDb(data).dropDatabase();
  await Promise.all([home.close(), twin.close()]);
  rmSync(dir, { recursive: true, force: true });
});

const options = (db: mongoose.Connection, at: string): ScheduledBackupOptions => ({
  db,
  databases: [data],
  dir,
  everyHours: 6,
  keep: 2,
  logger: quiet,
  now: () => new Date(at),
});

describe('scheduled backups (BACKUP_DIR + BACKUP_EVERY_HOURS)', () => {
  it('When two instances check the same period at once, then exactly one takes the backup, and the System tab reads its result', async () => {
    expect(await readLastBackup(home)).toBeNull();
    const results = await Promise.all([runDueBackup(options(home, '2030-03-01T01:00:00Z')), runDueBackup(options(twin, '2030-03-01T01:00:00Z'))]);
    expect(results.filter((r) => r === 'skipped')).toHaveLength(1);
    const taken = results.find((r) => r !== 'skipped');
    expect(taken).toMatchObject({ ok: true, at: new Date('2030-03-01T01:00:00Z') });
    expect(await readLastBackup(twin)).toEqual({ at: new Date('2030-03-01T01:00:00Z'), sizeBytes: expect.any(Number), ok: true });
    expect((await readLastBackup(twin))?.sizeBytes).toBeGreaterThan(0);
    const [snapshot] = readdirSync(dir);
    const { collections } = await verifySnapshot(path.join(dir, snapshot ?? ''));
    expect(collections.map((c) => c.entry.documents)).toEqual([2]);

    // Later in the same period: nothing to do.
    expect(await runDueBackup(options(twin, '2030-03-01T05:59:00Z'))).toBe('skipped');
  });

  it('When more periods pass than BACKUP_KEEP, then only the newest snapshots are kept', async () => {
    for (const at of ['2030-03-01T07:00:00Z', '2030-03-01T13:00:00Z', '2030-03-01T19:00:00Z']) {
      expect(await runDueBackup(options(home, at))).toMatchObject({ ok: true });
    }
    expect(readdirSync(dir).sort()).toEqual(['wsms-2030-03-01T13-00-00-000Z', 'wsms-2030-03-01T19-00-00-000Z']);
    expect(await readLastBackup(home)).toMatchObject({ at: new Date('2030-03-01T19:00:00Z'), ok: true });
  });

  it('When the backup cannot be written, then the failure is recorded (ok: false) for the System tab', async () => {
    const blocked = path.join(dir, 'wsms-2030-03-01T19-00-00-000Z', 'manifest.json');
    const result = await runDueBackup({ ...options(home, '2030-03-02T01:00:00Z'), dir: blocked });
    expect(result).toEqual({ at: new Date('2030-03-02T01:00:00Z'), sizeBytes: 0, ok: false });
    expect(await readLastBackup(home)).toEqual({ at: new Date('2030-03-02T01:00:00Z'), sizeBytes: 0, ok: false });
  });

  it('When the environment asks for backups, then it is validated: off unless both are set, KEEP defaults to 7, bad values refused', () => {
    expect(readBackupEnv({})).toBeNull();
    expect(readBackupEnv({ BACKUP_DIR: '/var/backups/wsms' })).toBeNull();
    expect(readBackupEnv({ BACKUP_DIR: '/var/backups/wsms', BACKUP_EVERY_HOURS: '24' })).toEqual({ dir: '/var/backups/wsms', everyHours: 24, keep: 7 });
    expect(readBackupEnv({ BACKUP_DIR: '/b', BACKUP_EVERY_HOURS: '0.5', BACKUP_KEEP: '3' })).toEqual({ dir: '/b', everyHours: 0.5, keep: 3 });
    expect(() => readBackupEnv({ BACKUP_DIR: '/b', BACKUP_EVERY_HOURS: '0' })).toThrow(/BACKUP_EVERY_HOURS: must be a number of hours above 0/);
    expect(() => readBackupEnv({ BACKUP_DIR: '/b', BACKUP_EVERY_HOURS: 'daily' })).toThrow(/BACKUP_EVERY_HOURS/);
    expect(() => readBackupEnv({ BACKUP_DIR: '/b', BACKUP_EVERY_HOURS: '6', BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP: must be a whole number of at least 1/);
  });

  it('When the host is the auth service, then every service database of the same prefix is backed up', () => {
    expect(siblingDatabases('gym2_auth', 'auth', ['auth', 'catalog', 'booking', 'content'])).toEqual(['gym2_auth', 'gym2_catalog', 'gym2_booking', 'gym2_content']);
    expect(() => siblingDatabases('accounts', 'auth', ['auth'])).toThrow('Scheduled backups need the database named <prefix>_auth, not accounts');
  });
});
