import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');

type Part = 'auth' | 'catalog' | 'booking' | 'content' | 'gateway';

export interface SeparateStack {
  url: string;
  pids: Record<Part, number> & { ferretdb?: number };
  /** The pids now (the supervisor gives a restarted process a new one). */
  currentPids: () => Record<Part, number> & { ferretdb?: number };
  process: ChildProcess;
  stop: () => Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** Runs `npm start`'s script as its own process, for tests that break parts of the stack. */
export async function startSeparateStack(env: Record<string, string> = {}): Promise<SeparateStack> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'wsms-stack-'));
  const stateFile = path.join(dir, 'state.json');
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(await freePort()),
      FERRETDB_PORT: String(await freePort()),
      DATA_DIR: path.join(dir, 'data'),
      STACK_STATE_FILE: stateFile,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 90000;
  while (!existsSync(stateFile)) {
    if (child.exitCode !== null) throw new Error(`start.mjs exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('The separate stack did not start in 90 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  const state = JSON.parse(readFileSync(stateFile, 'utf8'));
  return {
    url: state.url,
    pids: state.pids,
    currentPids: () => JSON.parse(readFileSync(stateFile, 'utf8')).pids,
    process: child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
