// `npm start` keeps every account, booking and the stack's secrets under DATA_DIR (.data): the
// embedded database's files and secrets.json must be readable by their owner only, also when an
// earlier version left them open (the start script closes them).
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signIdentity, verifyIdentity } from './identity';
import { buildIdentity } from './testing';

const repo = path.resolve(__dirname, '../../..');

/** Runs an ES module script from the repository root (where the start scripts resolve their imports). */
const runScript = (source: string) =>
  execFileSync(process.execPath, ['--input-type=module', '-e', source], { cwd: repo, encoding: 'utf8', timeout: 60_000, stdio: ['ignore', 'pipe', 'pipe'] });

/** Every folder and file under dir, with its permission bits. */
function modesUnder(dir: string): Array<{ entry: string; mode: number; folder: boolean }> {
  const stat = statSync(dir);
  const here = { entry: dir, mode: stat.mode & 0o777, folder: stat.isDirectory() };
  if (!stat.isDirectory()) return [here];
  return [here, ...readdirSync(dir).flatMap((name) => modesUnder(path.join(dir, name)))];
}

const openOnes = (dir: string) => modesUnder(dir).filter(({ mode, folder }) => mode !== (folder ? 0o700 : 0o600));

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'wsms-modes-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the data folder of npm start', () => {
  it('When the embedded database starts and stores a document, then its folder is 0700 and every file 0600, also a database an earlier start left 0644', () => {
    const dataDir = path.join(dir, 'data', 'ferretdb');

    runScript(`
      import { spawn } from 'node:child_process';
      import { chmodSync, readdirSync } from 'node:fs';
      import mongoose from 'mongoose';
      import { ensureFerretBinary, freePort, startFerret, waitForPort } from './scripts/lib/ferretdb.mjs';
      const dataDir = ${JSON.stringify(dataDir)};
      const store = async (uri, db) => {
        const connection = await mongoose.createConnection(uri + '/' + db).asPromise();
        await connection.collection('people').insertOne({ name: 'Alex' });
        await connection.close();
      };
      // As an earlier version left it: the database run straight, its folders and files opened to all.
      const { mkdirSync } = await import('node:fs');
      mkdirSync(dataDir, { recursive: true });
      const port = await freePort();
      const earlier = spawn(ensureFerretBinary(), ['-dir', dataDir, '-listen', '127.0.0.1:' + port, '-log-level', 'error'], { stdio: 'ignore' });
      await waitForPort(port);
      await store('mongodb://127.0.0.1:' + port, 'left_open');
      await new Promise((resolve) => { earlier.once('exit', resolve); earlier.kill('SIGTERM'); });
      chmodSync(dataDir, 0o755);
      for (const name of readdirSync(dataDir)) chmodSync(dataDir + '/' + name, 0o644);

      const ferret = await startFerret({ dataDir, quiet: true });
      await store(ferret.uri, 'modes_check');
      await ferret.stop();
    `);

    const files = modesUnder(dataDir).filter(({ folder }) => !folder).map(({ entry }) => path.basename(entry));
    expect(files).toEqual(expect.arrayContaining([expect.stringMatching(/^left_open/), expect.stringMatching(/^modes_check/)]));
    expect(openOnes(dataDir)).toEqual([]);
  });

  it('When the secrets are written, then secrets.json is 0600 in a 0700 folder, also when it existed as 0644', () => {
    const dataDir = path.join(dir, 'data');
    mkdirSync(dataDir, { mode: 0o755 });
    chmodSync(dataDir, 0o755);
    writeFileSync(path.join(dataDir, 'secrets.json'), JSON.stringify({ INTERNAL_SECRET: 'kept-from-before-0123456789' }));
    chmodSync(path.join(dataDir, 'secrets.json'), 0o644);

    const out = runScript(`
      import { loadSecrets } from './scripts/lib/stack.mjs';
      const secrets = loadSecrets(${JSON.stringify(dataDir)}, {});
      console.log(JSON.stringify(Object.keys(secrets).sort()) + ' ' + secrets.INTERNAL_SECRET);
    `);

    expect(out).toContain('kept-from-before-0123456789');
    expect(modesUnder(dataDir).map(({ entry }) => path.basename(entry))).toEqual(['data', 'secrets.json']);
    expect(openOnes(dataDir)).toEqual([]);
  });

  it('When the stack starts twice on one data folder, then it keeps one identity key pair there whose public half verifies what the private half signs', () => {
    const dataDir = path.join(dir, 'data');
    const load = () =>
      JSON.parse(
        runScript(`
          import { loadSecrets } from './scripts/lib/stack.mjs';
          console.log(JSON.stringify(loadSecrets(${JSON.stringify(dataDir)}, {})));
        `),
      ) as Record<string, string>;

    const first = load();
    const second = load();

    expect(second.IDENTITY_PRIVATE_KEY).toBe(first.IDENTITY_PRIVATE_KEY);
    expect(second.IDENTITY_PUBLIC_KEY).toBe(first.IDENTITY_PUBLIC_KEY);
    const identity = buildIdentity({ role: 'admin' });
    expect(verifyIdentity(signIdentity(identity, first.IDENTITY_PRIVATE_KEY!), first.IDENTITY_PUBLIC_KEY!)).toEqual(identity);
    expect(first.IDENTITY_PUBLIC_KEY).not.toContain('PRIVATE');
    expect(openOnes(dataDir)).toEqual([]);
  });
});
