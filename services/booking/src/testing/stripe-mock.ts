import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const INSTALL_HINT = 'go install github.com/stripe/stripe-mock@latest';

function goBin() {
  try {
    return path.join(execFileSync('go', ['env', 'GOPATH'], { encoding: 'utf8' }).trim(), 'bin');
  } catch {
    return path.join(os.homedir(), 'go', 'bin');
  }
}

/** STRIPE_MOCK_BIN, then Go's bin folder, then PATH. Missing means a broken setup: fail, never skip. */
export function stripeMockBinary(): string {
  const candidates = [process.env.STRIPE_MOCK_BIN, path.join(goBin(), 'stripe-mock')].filter(Boolean) as string[];
  const found = candidates.find((file) => existsSync(file));
  if (found) return found;
  try {
    return execFileSync('sh', ['-c', 'command -v stripe-mock'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error(`stripe-mock is not installed (looked in ${candidates.join(', ')} and PATH): run \`${INSTALL_HINT}\``);
  }
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

async function waitForHttp(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(500) });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`stripe-mock did not answer at ${url}`);
}

export async function startStripeMock() {
  const port = await freePort();
  // Without -https-addr it also binds HTTPS on the fixed port 12112, so a second instance (another suite) dies.
  const child = spawn(stripeMockBinary(), ['-http-addr', `127.0.0.1:${port}`, '-https-addr', '127.0.0.1:'], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(url, 15_000);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
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
