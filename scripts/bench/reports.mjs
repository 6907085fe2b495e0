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
import { spawn, execFileSync } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import { freePort } from '../lib/ferretdb.mjs';
import { IDENTITY_KEYS, SECRET, ms, percentile, startBenchCatalog } from './lib/booking-data.mjs';

const YEARS = Number(process.env.BENCH_REPORT_YEARS ?? 5);
const PER_YEAR = Number(process.env.BENCH_REPORT_BOOKINGS_PER_YEAR ?? 40_000);
const REQUESTS = Number(process.env.BENCH_REPORT_REQUESTS ?? 200);

const { default: mongoose } = await import('mongoose');
const { buildIdentity, identityHeaders } = await import('@wsms/service-kit/testing');
const { seedReportHistory } = await import('@wsms/booking-service/testing/report-bench-kit');
const { addDays, businessToday } = await import('@wsms/contracts/dates');

const stack = await startBenchCatalog({ label: 'reports', instructors: 20 });
const mongoUri = `${stack.mongoUri}/bench_reports`;
let service;
let content;
try {
  // --- data ---------------------------------------------------------------------------------
  const db = await mongoose.createConnection(mongoUri).asPromise();
  const today = businessToday();
  const seeded = await seedReportHistory(db, stack.instructors, { years: YEARS, bookingsPerYear: PER_YEAR, clients: 10_000, today });
  await db.close();
  console.log(`history: ${seeded.bookings.toLocaleString('en-US')} bookings from ${seeded.firstDay} written in ${seeded.insertSeconds.toFixed(1)} s; roll-ups rebuilt in ${seeded.rebuildSeconds.toFixed(1)} s (${seeded.facts.toLocaleString('en-US')} facts, ${seeded.rollups} roll-ups)`);

  // --- the service, as its own process ------------------------------------------------------
  // Content's part (digital sales, program compliance) is another service's figure: here a stand-in
  // answering none, so the figures measured are booking's own reads (production requires CONTENT_URL).
  content = http.createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ digitalByDay: [], programs: { activeAssignments: 0, averageCompliance: 0 } }));
  });
  await new Promise((resolve) => content.listen(0, '127.0.0.1', resolve));
  const port = await freePort();
  service = spawn(process.execPath, ['--import', 'tsx', 'services/booking/src/main.ts'], {
    env: {
      ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', MONGODB_URI: mongoUri, CATALOG_URL: stack.catalogUrl,
      CONTENT_URL: `http://127.0.0.1:${content.address().port}`,
      INTERNAL_SECRET: SECRET, IDENTITY_PUBLIC_KEY: IDENTITY_KEYS.publicKey, PUBLIC_URL: 'http://localhost:3000', LOG_LEVEL: 'warn', BOOKING_SWEEP_SECONDS: '0', BOOKING_REMINDER_SECONDS: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i += 1) {
    if (service.exitCode !== null) throw new Error('the booking service exited');
    if ((await fetch(`${url}/readyz`).catch(() => null))?.ok) break;
    await new Promise((r) => setTimeout(r, 200));
  }
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
  console.log(`export, five years of sessions (${from} to ${today}): ${(rows - 1).toLocaleString('en-US')} rows, ${(bytes / 1024 / 1024).toFixed(1)} MB in ${seconds.toFixed(1)} s; service memory grew ${growth.toFixed(1)} MB (${(before / 1024 / 1024).toFixed(0)} -> ${(peak / 1024 / 1024).toFixed(0)} MB)`);

  const aims = [
    [`summary one year p95 ${ms(results['one year'].p95)}`, results['one year'].p95 <= 150, '<= 150 ms'],
    [`summary three years p95 ${ms(results['three years'].p95)}`, results['three years'].p95 <= 300, '<= 300 ms'],
    [`five-year export ${seconds.toFixed(1)} s`, seconds < 20, '< 20 s'],
    [`export memory growth ${growth.toFixed(1)} MB`, growth < 100, '< 100 MB'],
  ];
  console.log(`\nReports benchmark (${os.cpus().length} CPUs, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')})`);
  for (const [text, met, aim] of aims) console.log(`  ${met ? 'ok' : '!!'} ${text}   [aim ${aim}]`);
  process.exitCode = aims.every(([, met]) => met) ? 0 : 1;
} finally {
  service?.kill('SIGTERM');
  content?.close();
  await stack.stop();
}
