// Platform benchmark (not a test): prints
//  1. seconds from `npm start` to healthy (builds present, fresh empty embedded database),
//  2. total gzipped JavaScript fetched on a first visit to `/`,
//  3. requests per second of one proxied read (GET /api/auth/me, signed in) through the gateway
//     vs straight to the auth service, in one run.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ensureBuilt, root } from '../lib/build.mjs';
import { ensureFerretBinary, freePort } from '../lib/ferretdb.mjs';
import { firstVisitJavaScript } from './first-visit.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
ensureFerretBinary();
ensureBuilt();

const dir = mkdtempSync(path.join(os.tmpdir(), 'wsms-bench-'));
const stateFile = path.join(dir, 'state.json');
const started = performance.now();
const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.mjs'], {
  cwd: root,
  env: { ...process.env, PORT: String(await freePort()), FERRETDB_PORT: String(await freePort()), DATA_DIR: path.join(dir, 'data'), STACK_STATE_FILE: stateFile, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
while (!existsSync(stateFile)) {
  if (child.exitCode !== null) throw new Error('npm start failed');
  await new Promise((r) => setTimeout(r, 50));
}
const startSeconds = (performance.now() - started) / 1000;
const state = JSON.parse(readFileSync(stateFile, 'utf8'));

try {
  const visit = await firstVisitJavaScript(`${state.url}/`);

  const login = await fetch(`${state.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'client', password: 'client123' }),
  });
  if (login.status !== 200) throw new Error(`login failed: ${login.status}`);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  const run = (url) =>
    autocannon({ url, connections: 20, duration: seconds, headers: { cookie } }).then((r) => ({
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      non2xx: r.non2xx,
    }));
  const direct = await run(`${state.serviceUrls.auth}/api/auth/me`);
  const gateway = await run(`${state.url}/api/auth/me`);

  console.log('\nPlatform benchmark');
  console.log(`  npm start -> healthy:              ${startSeconds.toFixed(1)} s (builds present, empty embedded database)`);
  console.log(`  first visit to / (JavaScript):     ${(visit.totalGzip / 1024).toFixed(1)} KB gzipped, ${(visit.totalRaw / 1024).toFixed(1)} KB raw, ${visit.files.length} files`);
  for (const file of visit.files) console.log(`      ${(file.gzip / 1024).toFixed(1).padStart(6)} KB  ${new URL(file.url).pathname}`);
  console.log(`  GET /api/auth/me direct to auth:   ${direct.rps.toFixed(0)} req/s (p50 ${direct.p50} ms, p99 ${direct.p99} ms, non-2xx ${direct.non2xx})`);
  console.log(`  GET /api/auth/me through gateway:  ${gateway.rps.toFixed(0)} req/s (p50 ${gateway.p50} ms, p99 ${gateway.p99} ms, non-2xx ${gateway.non2xx})`);
  console.log(`  gateway overhead:                  ${((1 - gateway.rps / direct.rps) * 100).toFixed(0)}% fewer req/s (${seconds} s each, 20 connections, 2 cores shared by client and servers)`);
} finally {
  child.kill('SIGTERM');
}
