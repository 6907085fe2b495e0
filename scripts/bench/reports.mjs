// Reports benchmark (not a test): node --import tsx scripts/bench/reports.mjs
// Writes BENCH_REPORT_YEARS (5) years of history at BENCH_REPORT_BOOKINGS_PER_YEAR (40,000) bookings
// a year for 20 instructors at the six gyms and 10,000 clients into the embedded database (bulk
// inserts from a seeded generator: the same history every run), builds the report roll-ups with the
// rebuild command's code, starts the booking service as its own process and prints
//  1. GET /api/reports/summary p50/p95 over BENCH_REPORT_REQUESTS (200) calls, for the last year and
//     for the last three years (the widest range a summary answers)           aim p95 <= 150 / 300 ms
//     and for the last year at one location (no aim of its own: printed)
//  2. a five-year GET /api/reports/export.csv?kind=sessions: seconds to stream it whole, its rows,
//     and how much the service's resident memory grew meanwhile (sampled every 50 ms)  aim < 20 s, < 100 MB
// BENCH_REPORT_DATASET=seeded: the same figures on the project's own scale seed instead
// (`npm run seed:scale -- --years BENCH_REPORT_YEARS` into the bench's database, every area, its
// roll-ups as the seed leaves them: no rebuild), with the real catalog and content services (content's
// part read from its roll-ups), ranges ending on the seed's last day (--as-of 2026-11-23).
// BENCH_REPORT_SEED_ONLY passes --only to the seed (its read models are built whatever it names);
// BENCH_REPORT_SEEDED_DIR=dir keeps the seeded database there for the next run (the seed, idempotent,
// then adds nothing and takes seconds).
import { spawn, execFileSync } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import { freePort, startFerret } from '../lib/ferretdb.mjs';
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { IDENTITY_KEYS, SECRET, ms, percentile, startBenchCatalog } from './lib/booking-data.mjs';

const YEARS = Number(process.env.BENCH_REPORT_YEARS ?? 5);
const PER_YEAR = Number(process.env.BENCH_REPORT_BOOKINGS_PER_YEAR ?? 40_000);
const REQUESTS = Number(process.env.BENCH_REPORT_REQUESTS ?? 200);
const SEEDED = process.env.BENCH_REPORT_DATASET === 'seeded';
const SEED_AS_OF = '2026-11-23';

const { default: mongoose } = await import('mongoose');
const { buildIdentity, identityHeaders } = await import('@wsms/service-kit/testing');
const { seedReportHistory } = await import('@wsms/booking-service/testing/report-bench-kit');
const { addDays, businessToday } = await import('@wsms/contracts/dates');

const waitReady = async (url, child, name) => {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the ${name} service exited`);
    if ((await fetch(`${url}/readyz`).catch(() => null))?.ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
};

/** The scale seed into its own embedded database, with catalog and content as processes on the seeded databases. */
async function seededStack() {
  const kept = process.env.BENCH_REPORT_SEEDED_DIR;
  const dir = kept ? path.resolve(kept) : mkdtempSync(path.join(os.tmpdir(), 'wsms-bench-reports-seeded-'));
  const ferret = await startFerret({ dataDir: path.join(dir, 'db'), quiet: true });
  const prefix = 'bench_seeded';
  const only = process.env.BENCH_REPORT_SEED_ONLY ? ['--only', process.env.BENCH_REPORT_SEED_ONLY] : [];
  const started = performance.now();
  const out = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/seed-scale.mjs', '--years', String(YEARS), '--as-of', SEED_AS_OF, ...only], {
    env: { ...process.env, MONGODB_URI: ferret.uri, DB_NAME_PREFIX: prefix, DATA_DIR: dir },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  console.log(out.trim().split('\n').map((l) => `  seed | ${l}`).join('\n'));
  console.log(`seeded dataset: ${YEARS} year(s) to ${SEED_AS_OF} in ${((performance.now() - started) / 1000).toFixed(1)} s, roll-ups as the seed left them`);
  const children = [];
  const startChild = async (name, env) => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', `services/${name}/src/main.ts`], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', INTERNAL_SECRET: SECRET, IDENTITY_PUBLIC_KEY: IDENTITY_KEYS.publicKey, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(child);
    const url = `http://127.0.0.1:${port}`;
    await waitReady(url, child, name);
    return url;
  };
  const catalogUrl = await startChild('catalog', { NODE_ENV: 'production', MONGODB_URI: `${ferret.uri}/${prefix}_catalog` });
  // Development: the bench reads no clinical record, so content needs no clinical key.
  const contentUrl = await startChild('content', { NODE_ENV: 'development', MONGODB_URI: `${ferret.uri}/${prefix}_content`, CATALOG_URL: catalogUrl });
  return {
    mongoUri: `${ferret.uri}/${prefix}_booking`,
    catalogUrl,
    contentUrl,
    today: SEED_AS_OF,
    async stop() {
      for (const child of children) child.kill('SIGTERM');
      await Promise.all(children.map((c) => (c.exitCode !== null ? null : new Promise((r) => c.once('exit', r)))));
      await ferret.stop();
      if (!kept) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The bench's own generator: bulk history and a rebuild, content a stand-in answering none. */
async function generatedStack() {
  const stack = await startBenchCatalog({ label: 'reports', instructors: 20 });
  const mongoUri = `${stack.mongoUri}/bench_reports`;
  const db = await mongoose.createConnection(mongoUri).asPromise();
  const today = businessToday();
  const seeded = await seedReportHistory(db, stack.instructors, { years: YEARS, bookingsPerYear: PER_YEAR, clients: 10_000, today });
  await db.close();
  console.log(`history: ${seeded.bookings.toLocaleString('en-US')} bookings from ${seeded.firstDay} written in ${seeded.insertSeconds.toFixed(1)} s; roll-ups rebuilt in ${seeded.rebuildSeconds.toFixed(1)} s (${seeded.facts.toLocaleString('en-US')} facts, ${seeded.rollups} roll-ups)`);
  // Content's part (digital sales, program compliance) is another service's figure: here a stand-in
  // answering none, so the figures measured are booking's own reads (production requires CONTENT_URL).
  const content = http.createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ digitalByDay: [], programs: { activeAssignments: 0, averageCompliance: 0 } }));
  });
  await new Promise((resolve) => content.listen(0, '127.0.0.1', resolve));
  return {
    mongoUri,
    catalogUrl: stack.catalogUrl,
    contentUrl: `http://127.0.0.1:${content.address().port}`,
    today,
    async stop() {
      content.close();
      await stack.stop();
    },
  };
}

const stack = SEEDED ? await seededStack() : await generatedStack();
const { mongoUri, today } = stack;
let service;
try {
  // --- the service, as its own process ------------------------------------------------------
  const port = await freePort();
  service = spawn(process.execPath, ['--import', 'tsx', 'services/booking/src/main.ts'], {
    env: {
      ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', MONGODB_URI: mongoUri, CATALOG_URL: stack.catalogUrl,
      CONTENT_URL: stack.contentUrl,
      INTERNAL_SECRET: SECRET, IDENTITY_PUBLIC_KEY: IDENTITY_KEYS.publicKey, PUBLIC_URL: 'http://localhost:3000', LOG_LEVEL: 'warn', BOOKING_SWEEP_SECONDS: '0', BOOKING_REMINDER_SECONDS: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitReady(url, service, 'booking');
  // A signed identity lives a minute: a fresh one per call, as the gateway signs each request.
  const admin = () => identityHeaders(buildIdentity({ role: 'admin' }), IDENTITY_KEYS.privateKey);

  // --- summary latency ----------------------------------------------------------------------
  async function timedSummary(from, to, filter = '') {
    const started = performance.now();
    const res = await fetch(`${url}/api/reports/summary?from=${from}&to=${to}${filter}`, { headers: admin() });
    await res.json();
    if (res.status !== 200) throw new Error(`summary answered ${res.status}`);
    return performance.now() - started;
  }
  const results = {};
  // The Reports tab's location filter reads each whole month from its instructors' totals instead of the month's sheet.
  for (const [label, years, filter] of [['one year', 1, ''], ['three years', 3, ''], ['one year, one location', 1, '&location=marlborough']]) {
    const from = addDays(today, -Math.round(years * 365.25) + 1);
    for (let i = 0; i < 5; i += 1) await timedSummary(from, today, filter);
    const times = [];
    for (let i = 0; i < REQUESTS; i += 1) times.push(await timedSummary(from, today, filter));
    times.sort((a, b) => a - b);
    results[label] = { p50: percentile(times, 50), p95: percentile(times, 95) };
    console.log(`summary, ${label} (${from} to ${today}): p50 ${ms(results[label].p50)}, p95 ${ms(results[label].p95)} over ${REQUESTS} calls`);
  }

  // --- five-year export ---------------------------------------------------------------------
  // The whole history: five years unless BENCH_REPORT_YEARS says otherwise.
  const span = YEARS === 5 ? 'five years' : `${YEARS} year(s)`;
  const rss = () => Number(execFileSync('ps', ['-o', 'rss=', '-p', String(service.pid)]).toString().trim()) * 1024;
  const before = rss();
  let peak = before;
  const sampler = setInterval(() => {
    try {
      peak = Math.max(peak, rss());
    } catch {
      // the process may be between samples
    }
  }, 50);
  const from = addDays(today, -Math.round(YEARS * 365.25) + 1);
  const started = performance.now();
  const res = await fetch(`${url}/api/reports/export.csv?kind=sessions&from=${from}&to=${today}`, { headers: admin() });
  if (res.status !== 200) throw new Error(`export answered ${res.status}: ${await res.text()}`);
  let bytes = 0;
  let rows = 0;
  for await (const chunk of res.body) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) rows += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const growth = (peak - before) / 1024 / 1024;
  console.log(`export, ${span} of sessions (${from} to ${today}): ${(rows - 1).toLocaleString('en-US')} rows, ${(bytes / 1024 / 1024).toFixed(1)} MB in ${seconds.toFixed(1)} s; service memory grew ${growth.toFixed(1)} MB (${(before / 1024 / 1024).toFixed(0)} -> ${(peak / 1024 / 1024).toFixed(0)} MB)`);

  const aims = [
    [`summary one year p95 ${ms(results['one year'].p95)}`, results['one year'].p95 <= 150, '<= 150 ms'],
    [`summary three years p95 ${ms(results['three years'].p95)}`, results['three years'].p95 <= 300, '<= 300 ms'],
    [`export of ${span} ${seconds.toFixed(1)} s`, seconds < 20, '< 20 s'],
    [`export memory growth ${growth.toFixed(1)} MB`, growth < 100, '< 100 MB'],
  ];
  console.log(`\nReports benchmark, ${SEEDED ? `the scale seed's ${YEARS} year(s)` : `the bench's generator, ${YEARS} year(s)`} (${os.cpus().length} CPUs, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')})`);
  for (const [text, met, aim] of aims) console.log(`  ${met ? 'ok' : '!!'} ${text}   [aim ${aim}]`);
  process.exitCode = aims.every(([, met]) => met) ? 0 : 1;
} finally {
  service?.kill('SIGTERM');
  await stack.stop();
}
