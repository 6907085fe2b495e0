import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
export type RemoteSlot = 'public' | 'portal' | 'staff' | 'admin';
const slots: RemoteSlot[] = ['public', 'portal', 'staff', 'admin'];

/**
 * A STATIC_ROOT of its own: the real shell build, linked (so it is provably not rebuilt), and copies
 * of the four remotes' builds that a test can replace, as a release of one remote would.
 */
export function createStaticRoot() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'wsms-static-'));
  mkdirSync(path.join(dir, 'shell'));
  symlinkSync(path.join(root, 'shell', 'dist'), path.join(dir, 'shell', 'dist'), 'dir');
  const dist = (slot: RemoteSlot) => path.join(dir, `mfe-${slot}`, 'dist');
  for (const slot of slots) cpSync(path.join(root, `mfe-${slot}`, 'dist'), dist(slot), { recursive: true });
  return {
    dir,
    /** Replaces a remote's files with another build: the previous release's chunks are gone. */
    deploy(slot: RemoteSlot, build: string) {
      rmSync(dist(slot), { recursive: true, force: true });
      cpSync(build, dist(slot), { recursive: true });
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** A second gateway process, in front of the e2e stack's services (or those `env` names instead), serving `staticRoot`. */
export async function startStaticGateway(staticRoot: string, env: Record<string, string> = {}) {
  const services = JSON.parse(process.env.E2E_SERVICE_URLS ?? '{}') as Record<string, string>;
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'gateway/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      STATIC_ROOT: staticRoot,
      AUTH_URL: services.auth,
      CATALOG_URL: services.catalog,
      BOOKING_URL: services.booking,
      CONTENT_URL: services.content,
      INTERNAL_SECRET: process.env.E2E_INTERNAL_SECRET,
      // The stack's gateway key: the stack's services verify identities with its public half.
      IDENTITY_PRIVATE_KEY: process.env.E2E_IDENTITY_PRIVATE_KEY,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The gateway exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
    if (ok) break;
    if (Date.now() > deadline) throw new Error('The gateway did not become healthy in 30 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
