import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import http from 'node:http';
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

/** Polls until the URL answers: true; false once `alive` says the process is gone or the time is up. */
async function waitForHttp(url: string, timeoutMs: number, alive: () => boolean) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && alive()) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(500) });
      return true;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return false;
}

/** Tries before giving up: a port found free can be taken by a parallel test before stripe-mock binds it (it then exits at once). */
const ATTEMPTS = 3;
/** stripe-mock reads Stripe's whole OpenAPI description before it listens: seconds on a loaded 2-core machine. */
const START_TIMEOUT_MS = 45_000;

/** A stripe-mock process answering on its HTTP port. */
async function spawnStripeMock() {
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    // Its HTTPS listener too, or it takes :12112 and a second stripe-mock on the machine exits at once.
    const args = ['-http-addr', `127.0.0.1:${port}`, '-https-addr', `127.0.0.1:${await freePort()}`];
    const child = spawn(stripeMockBinary(), args, { stdio: 'ignore' });
    const target = `http://127.0.0.1:${port}`;
    if (await waitForHttp(target, START_TIMEOUT_MS, () => child.exitCode === null && child.signalCode === null)) return { child, target };
    const exited = child.exitCode !== null;
    child.kill('SIGTERM');
    if (!exited || attempt >= ATTEMPTS) {
      throw new Error(exited ? `stripe-mock exited with ${child.exitCode} ${ATTEMPTS} times (ports taken?)` : `stripe-mock did not answer at ${target} in ${START_TIMEOUT_MS} ms`);
    }
  }
}

export interface StripeRequest {
  method: string;
  path: string;
  /** The form-encoded body Stripe's SDK sent, decoded (e.g. `success_url`, `metadata[bookingId]`). */
  form: Record<string, string>;
}

/** Passes every request to stripe-mock and keeps what the SDK sent, so tests can read the URLs we gave Stripe. */
async function recordingProxy(target: string, requests: StripeRequest[]) {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      requests.push({ method: req.method ?? '', path: req.url ?? '', form: Object.fromEntries(new URLSearchParams(body.toString())) });
      const upstream = http.request(`${target}${req.url}`, { method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      upstream.on('error', () => res.writeHead(502).end());
      upstream.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`, close: () => new Promise<void>((r) => server.close(() => r())) };
}

export async function startStripeMock() {
  const { child, target } = await spawnStripeMock();
  const requests: StripeRequest[] = [];
  const proxy = await recordingProxy(target, requests);
  return {
    url: proxy.url,
    requests,
    stop: async () => {
      await proxy.close();
      await new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
    },
  };
}
