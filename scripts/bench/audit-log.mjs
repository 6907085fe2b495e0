// The admin audit log at five years, one reader and four at once (issue 39 item 7; not a test):
// node --import tsx scripts/bench/audit-log.mjs. Starts the stack (scripts/lib/stack.mjs, no front-end
// build: only the API is read) on a data directory, seeds five years of the areas the two lists read
// (`seed:scale --years 5 --only people,availability,bookings,audit --skip-read-models`: 10,000 clients,
// about 200,000 bookings, 5,000 audit entries in booking's and auth's logs), waits until the audit log
// lists every seeded entry, then times, signed in as the admin through the gateway, the first page
// (`?limit=50`) of the audit log and of the admin's bookings list: BENCH_REQUESTS (200) sequential
// requests (one reader), and BENCH_READERS (4) readers each sending BENCH_REQUESTS / 2 back to back
// at once. Prints p50 and p95 of each. BENCH_SCALE_DIR=dir keeps the seeded database (dir/5y) so a
// second run (e.g. the code before and after a change, back to back) skips the seed.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { root } from '../lib/build.mjs';
import { ensureFerretBinary, freePort } from '../lib/ferretdb.mjs';
import { startStack } from '../lib/stack.mjs';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const READERS = Number(process.env.BENCH_READERS ?? 4);
const SEED_AREAS = 'people,availability,bookings,audit';
// A smaller business (BENCH_INSTRUCTORS=4 BENCH_CLIENTS=2000: a fifth of the bookings) seeds far faster
// on a loaded machine; the audit log keeps its 5,000 entries at any size.
const SIZE = [
  ...(process.env.BENCH_INSTRUCTORS ? ['--instructors', process.env.BENCH_INSTRUCTORS] : []),
  ...(process.env.BENCH_CLIENTS ? ['--clients', process.env.BENCH_CLIENTS] : []),
];
ensureFerretBinary();

const keep = process.env.BENCH_SCALE_DIR;
const temp = keep ? null : mkdtempSync(path.join(os.tmpdir(), 'wsms-audit-bench-'));
const dataDir = path.resolve(keep ?? temp, '5y');
mkdirSync(dataDir, { recursive: true });
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (v) => `${v.toFixed(1)} ms`;

function seed(ferretPort) {
  return new Promise((resolve, reject) => {
    const args = ['--import', 'tsx', 'scripts/seed-scale.mjs', '--years', '5', '--port', String(ferretPort), '--only', SEED_AREAS, '--skip-read-models', ...SIZE];
    const proc = spawn(process.execPath, args, { cwd: root, env: { ...process.env, DATA_DIR: dataDir }, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    proc.stdout.on('data', (chunk) => (out += chunk));
    proc.once('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`seed-scale exited ${code}:\n${out}`))));
  });
}

const bookingsOf = (seeded) => /bookings ([\d,]*\d)/.exec(seeded)?.[1] ?? '?';

async function signIn(url) {
  const res = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'admin123' }) });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

const nextOf = (res) => /<([^>]+)>\s*;\s*rel="next"/.exec(res.headers.get('link') ?? '')?.[1] ?? null;

/** Every entry of the audit log, walked 200 at a time. */
async function auditCount(url, cookie) {
  let target = '/api/auth/audit-log?limit=200';
  let count = 0;
  while (target) {
    const res = await fetch(`${url}${target}`, { headers: { cookie } });
    if (res.status !== 200) throw new Error(`${target} answered ${res.status}`);
    count += (await res.json()).entries.length;
    target = nextOf(res);
  }
  return count;
}

/** Waits until the log's length stops growing (a log kept from the services' entries fills after the seed). */
async function settledAuditCount(url, cookie) {
  let last = -1;
  for (let round = 0; round < 120; round += 1) {
    const count = await auditCount(url, cookie);
    if (count === last && count > 0) return count;
    last = count;
    await new Promise((r) => setTimeout(r, 2000));
  }
  return last;
}

async function timed(url, cookie, target, n) {
  const times = [];
  for (let i = 0; i < n; i += 1) {
    const started = performance.now();
    const res = await fetch(`${url}${target}`, { headers: { cookie } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${target} answered ${res.status}`);
    times.push(performance.now() - started);
  }
  return times;
}

async function measure(url, cookie, target) {
  await timed(url, cookie, target, 10);
  const one = (await timed(url, cookie, target, REQUESTS)).sort((a, b) => a - b);
  const many = (await Promise.all(Array.from({ length: READERS }, () => timed(url, cookie, target, REQUESTS / 2)))).flat().sort((a, b) => a - b);
  return { one, many };
}

const stack = await startStack({ dataDir, port: await freePort(), env: { FERRETDB_PORT: String(await freePort()), LOG_LEVEL: 'warn' } });
try {
  const seeded = await seed(stack.ferret.uri.match(/:(\d+)/)[1]);
  console.error(seeded.trim());
  const cookie = await signIn(stack.url);
  const entries = await settledAuditCount(stack.url, cookie);
  const lists = [
    ['Audit log, admin, first page', '/api/auth/audit-log?limit=50'],
    ['Bookings, admin (all), first page', '/api/bookings?limit=50'],
  ];
  console.log(`\nAudit log at five years (${entries.toLocaleString('en-US')} entries; ${bookingsOf(seeded)} bookings), through the gateway, signed in; load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')} on ${os.cpus().length} CPUs`);
  for (const [label, target] of lists) {
    const { one, many } = await measure(stack.url, cookie, target);
    console.log(
      `  ${label.padEnd(36)} one reader p50 ${ms(percentile(one, 50))} p95 ${ms(percentile(one, 95))}; ` +
        `${READERS} at once p50 ${ms(percentile(many, 50))} p95 ${ms(percentile(many, 95))}`,
    );
  }
} finally {
  await stack.stop();
  if (temp) rmSync(temp, { recursive: true, force: true });
}
