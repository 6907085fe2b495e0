// What an auth instance tells the gateway's System tab: the last backup the stack took itself
// (recorded in auth's database by the scheduled backups, main.ts) and their schedule.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runDueBackup } from '@wsms/service-kit/backup';
import { internalClient } from '@wsms/service-kit/internal-client';
import { TEST_INTERNAL_SECRET } from '@wsms/service-kit/testing';
import { startAuth, type TestAuth } from './testing/auth-test-kit';

let auth: TestAuth;
const dir = mkdtempSync(path.join(os.tmpdir(), 'wsms-auth-system-'));
beforeAll(async () => {
  auth = await startAuth('auth_system');
});
afterAll(async () => {
  await auth.stop();
  rmSync(dir, { recursive: true, force: true });
});

const summary = () => internalClient('everyService', { baseUrl: auth.url, secret: TEST_INTERNAL_SECRET }).internalSystemSummary();
const silent = { info: () => undefined, error: () => undefined };

describe("auth's system summary", () => {
  it('When no backup was taken, then the last backup is null; after one, it is that one, with the schedule from BACKUP_EVERY_HOURS', async () => {
    expect((await summary()).figures).toEqual({ lastBackup: null, backupEveryHours: null });

    const taken = await runDueBackup({ db: auth.db, databases: [auth.db.name], dir, everyHours: 24, keep: 1, logger: silent });
    expect(taken).toMatchObject({ ok: true });
    const saved = { dir: process.env.BACKUP_DIR, every: process.env.BACKUP_EVERY_HOURS };
    process.env.BACKUP_DIR = dir;
    process.env.BACKUP_EVERY_HOURS = '24';
    try {
      const { figures } = await summary();

      expect(figures.lastBackup).toEqual({ at: (taken as { at: Date }).at.toISOString(), sizeBytes: expect.any(Number), ok: true });
      expect(figures.lastBackup!.sizeBytes).toBeGreaterThan(0);
      expect(figures.backupEveryHours).toBe(24);
    } finally {
      if (saved.dir === undefined) delete process.env.BACKUP_DIR;
      else process.env.BACKUP_DIR = saved.dir;
      if (saved.every === undefined) delete process.env.BACKUP_EVERY_HOURS;
      else process.env.BACKUP_EVERY_HOURS = saved.every;
    }
  });
});
