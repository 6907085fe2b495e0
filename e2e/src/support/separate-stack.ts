import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');

type Part = 'auth' | 'catalog' | 'booking' | 'content' | 'gateway';

export interface SeparateStack {
  url: string;
  /** The stack's database server (its embedded FerretDB, or MONGODB_URI when one is given). */
  databaseUri: string;
  pids: Record<Part, number> & { ferretdb?: number };
  /** The pids now (the supervisor gives a restarted process a new one). */
  currentPids: () => Record<Part, number> & { ferretdb?: number };
  dataDir: string;
  process: ChildProcess;
  stop: () => Promise<void>;
  /** kill -9 of the whole stack at once (start script, services, gateway, database): nothing gets to clean up. */
  killAll: () => Promise<void>;
  /** What the stack's processes wrote to stdout so far (with captureOutput; empty otherwise). */
  output: () => string;
}

export interface SeparateStackOptions {
  /** Start on the data (database files, secrets) a previous stack left, as a restart after a crash would. */
  dataDir?: string;
  /** Keep what the stack's processes write to stdout (their log lines), for output(). */
  captureOutput?: boolean;
  /** How long the stack may take to become healthy (default 90 s). */
  startTimeoutMs?: number;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

const stopGroup = (child: ChildProcess) => {
  try {
    process.kill(-child.pid!, 'SIGTERM');
  } catch {
    // The group is gone already.
  }
};

/** Runs `npm start`'s script as its own process, for tests that break parts of the stack. */
export async function startSeparateStack(env: Record<string, string> = {}, options: SeparateStackOptions = {}): Promise<SeparateStack> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'wsms-stack-'));
  const stateFile = path.join(dir, 'state.json');
  const dataDir = options.dataDir ?? path.join(dir, 'data');
  // Its own process group, so one signal reaches every process of the stack.
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.mjs'], {
    cwd: root,
    detached: true,
    env: {
      ...process.env,
      PORT: String(await freePort()),
      FERRETDB_PORT: String(await freePort()),
      DATA_DIR: dataDir,
      STACK_STATE_FILE: stateFile,
      LOG_LEVEL: 'warn',
      // Without tracing unless a test asks for it (traces.e2e.ts): the SDK and its require hooks about
      // double each process's start CPU, and these stacks start beside the suite's own (which traces)
      // on a shared machine, where they missed their 90 s.
      OTEL_SDK_DISABLED: 'true',
      ...(options.startTimeoutMs ? { STACK_HEALTH_TIMEOUT_MS: String(options.startTimeoutMs) } : {}),
      ...env,
    },
    stdio: ['ignore', options.captureOutput ? 'pipe' : 'ignore', 'inherit'],
  });
  const captured: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => captured.push(chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const startTimeoutMs = options.startTimeoutMs ?? 90000;
  const deadline = Date.now() + startTimeoutMs;
  while (!existsSync(stateFile)) {
    if (child.exitCode !== null) throw new Error(`start.mjs exited with ${child.exitCode}`);
    if (Date.now() > deadline) {
      // Its own process group outlives the test run: a stack that never became healthy must not stay behind.
      stopGroup(child);
      throw new Error(`The separate stack did not start in ${startTimeoutMs / 1000} s`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const state = JSON.parse(readFileSync(stateFile, 'utf8'));
  const killAll = async () => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // The group is gone already.
    }
    await exited;
    // Children die with the group; wait until the last of them has let go of its port and files.
    const alive = () => {
      try {
        process.kill(-child.pid!, 0);
        return true;
      } catch {
        return false;
      }
    };
    for (let i = 0; i < 100 && alive(); i += 1) await new Promise((r) => setTimeout(r, 50));
  };
  return {
    url: state.url,
    databaseUri: state.databaseUri,
    dataDir,
    pids: state.pids,
    currentPids: () => JSON.parse(readFileSync(stateFile, 'utf8')).pids,
    process: child,
    killAll,
    output: () => Buffer.concat(captured).toString('utf8'),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
