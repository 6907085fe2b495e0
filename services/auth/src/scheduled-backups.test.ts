// The running stack's own backups are taken by the auth service's process (main.ts): started with
// BACKUP_DIR and BACKUP_EVERY_HOURS, it writes a snapshot of every service database at once and
// records the result the System tab reads; a bad value stops it at start.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connectDatabase } from '@wsms/service-kit';
import { readLastBackup } from '@wsms/service-kit/backup';
import { testAuthEnv } from './testing/auth-test-kit';

const root = path.resolve(__dirname, '../../..');
const dir = mkdtempSync(path.join(os.tmpdir(), 'wsms-auth-backups-'));
const prefix = `t${randomBytes(4).toString('hex')}`;
const uri = `${process.env.TEST_MONGODB_BASE}/${prefix}_auth`;
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
});

function startAuthProcess(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'services/auth/src/main.ts'], {
    cwd: root,
    env: { ...process.env, ...testAuthEnv('scheduled_backups'), MONGODB_URI: uri, PORT: '0', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.push(child);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, stderr: () => stderr };
}

describe('scheduled backups in the running auth service', () => {
  it('When auth starts with BACKUP_DIR and BACKUP_EVERY_HOURS, then it backs up every service database at once and records the result', async () => {
    const auth = startAuthProcess({ BACKUP_DIR: dir, BACKUP_EVERY_HOURS: '24', BACKUP_KEEP: '3' });
    const db = await connectDatabase(uri);
    try {
      let last = await readLastBackup(db);
      for (let waited = 0; !last && waited < 60_000; waited += 250) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        last = await readLastBackup(db);
      }
      expect(last).toEqual({ at: expect.any(Date), sizeBytes: expect.any(Number), ok: true });
      const snapshots = readdirSync(dir).filter((name) => name.startsWith('wsms-'));
      expect(snapshots).toHaveLength(1);
      const manifest = JSON.parse(readFileSync(path.join(dir, snapshots[0] ?? '', 'manifest.json'), 'utf8')) as { databases: { name: string }[] };
      expect(manifest.databases.map((d) => d.name)).toEqual(['auth', 'catalog', 'booking', 'content'].map((name) => `${prefix}_${name}`));
    } finally {
      auth.child.kill('SIGTERM');
      await auth.exited;
      await db.dropDatabase();
      await db.close();
    }
  }, 90_000);

  it('When BACKUP_EVERY_HOURS is not a number of hours, then auth refuses to start and says which variable', async () => {
    const auth = startAuthProcess({ BACKUP_DIR: dir, BACKUP_EVERY_HOURS: 'daily' });
    expect(await auth.exited).toBe(1);
    expect(auth.stderr()).toContain('BACKUP_EVERY_HOURS');
  }, 60_000);
});
