// "Five years" benchmark (not a test; `npm run bench` runs it, or alone:
// node --import tsx scripts/bench/five-years.mjs). For a one-year and a five-year dataset
// (`npm run seed:scale -- --years N`, each in its own stack started like `npm start`), signed in through
// the gateway as an admin, a staff member (coach01) and clients (one with workout logs), it prints the p95 of BENCH_REQUESTS
// (200) sequential requests of each paged list's first page and of its 50th page (reached by following
// `Link: rel="next"`; where the one-year list has fewer pages, the ratio compares both at the one-year
// list's last full page, see deepPages), the free times' p95 at that size, and (five years, BENCH_LIGHTHOUSE != 0)
// Lighthouse desktop, signed in, median of 3, on the four signed-in screens.
// Aims (issue 32): every page p95 <= 50 ms and <= 1.5 x its one-year figure; free times p95 <= 25 ms;
// Lighthouse Performance >= 95. BENCH_SCALE_DIR=dir keeps each seeded database (dir/1y, dir/5y) so a
// second run skips the seed. FIVE_YEARS_JSON=file writes the rows for `npm run bench`.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addDays, businessToday } from '@wsms/contracts/dates';
import { ensureBuilt, root } from '../lib/build.mjs';
import { ensureFerretBinary, freePort } from '../lib/ferretdb.mjs';
import { benchSubjects } from '../seed-scale/bench-subjects.mjs';

const YEARS = (process.env.BENCH_YEARS ?? '1,5').split(',').map(Number);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const PAGE = 50;
const SEED_PASSWORD = 'scale-seed-123';
ensureFerretBinary();
ensureBuilt();

const temp = mkdtempSync(path.join(os.tmpdir(), 'wsms-five-years-'));
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const run = (args, env = {}) =>
  new Promise((resolve) => {
    const proc = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    proc.stdout.on('data', (chunk) => (out += chunk));
    proc.once('exit', (code) => resolve({ out, code }));
  });

async function startStack(dataDir) {
  const stateFile = path.join(temp, `state-${path.basename(dataDir)}.json`);
  const ferretPort = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(await freePort()), FERRETDB_PORT: String(ferretPort), DATA_DIR: dataDir, STACK_STATE_FILE: stateFile, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  while (!existsSync(stateFile)) {
    if (child.exitCode !== null) throw new Error('npm start failed');
    await new Promise((r) => setTimeout(r, 100));
  }
  const state = JSON.parse(readFileSync(stateFile, 'utf8'));
  return { url: state.url, ferretPort, stop: async () => (child.kill('SIGTERM'), await exited) };
}

async function signIn(url, username, password) {
  const res = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
  if (res.status !== 200) throw new Error(`sign-in of ${username} answered ${res.status}: ${await res.text()}`);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

const nextOf = (res) => /<([^>]+)>\s*;\s*rel="next"/.exec(res.headers.get('link') ?? '')?.[1] ?? null;

/**
 * The URL of the list's `want`th page (following Link), or of its last page when it has fewer, which
 * page that is, and whether it is full (PAGE items).
 */
async function pageAt(url, cookie, first, want = 50) {
  let path = first;
  let n = 1;
  for (;;) {
    const res = await fetch(`${url}${path}`, { headers: { cookie } });
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    const items = await res.json();
    const next = nextOf(res);
    if (n >= want || !next) return { path, n, full: items.length === PAGE };
    path = next;
    n += 1;
  }
}

/**
 * The deep page measured: the 50th, or, when the one-year list has fewer, its last full page (a
 * short last page is cheaper than a full one and would make any ratio against it unfair); the five-year
 * list is measured at its 50th page (the aim's figure) and at that same page (the ratio's figure).
 */
async function deepPages(url, cookie, first, base) {
  const deep = await pageAt(url, cookie, first);
  if (base === undefined) return !deep.full && deep.n > 1 ? { deep: await pageAt(url, cookie, first, deep.n - 1) } : { deep };
  return { deep, same: base < deep.n ? await pageAt(url, cookie, first, base) : deep };
}

async function p95(url, cookie, target) {
  const times = [];
  for (let i = 0; i < 10 + REQUESTS; i += 1) {
    const started = performance.now();
    const res = await fetch(`${url}${target}`, { headers: { cookie } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${target} answered ${res.status}`);
    if (i >= 10) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return percentile(times, 95);
}

const limit = `limit=${PAGE}`;
const lists = [
  ['Bookings, admin (all)', 'admin', `/api/bookings?${limit}`],
  ['Bookings, admin, status completed', 'admin', `/api/bookings?status=completed&${limit}`],
  ['Bookings, admin, one instructor', 'admin', (ids) => `/api/bookings?instructorId=${ids.coach}&${limit}`],
  ['Bookings, staff (instructor list)', 'staff', `/api/instructor/bookings?${limit}`],
  ['Bookings, staff, status completed', 'staff', `/api/instructor/bookings?status=completed&${limit}`],
  ['Bookings, client (own)', 'client', `/api/bookings?${limit}`],
  ['Outbox, admin', 'admin', `/api/outbox?${limit}`],
  ['Contact inbox, admin', 'admin', `/api/contact?${limit}`],
  ['Accounts, admin', 'admin', `/api/auth/users?${limit}`],
  ['Accounts, admin, role user', 'admin', `/api/auth/users?role=user&${limit}`],
  ['Audit log, admin (every service merged)', 'admin', `/api/auth/audit-log?${limit}`],
  ['Exercise logs, client (own, all programs)', 'trainee', `/api/user/exercise-logs?${limit}`],
  ['Exercise logs, client, one program', 'trainee', (ids) => `/api/user/exercise-logs?workoutProgramId=${ids.program}&${limit}`],
  ['Program activity logs, admin (one assignment)', 'admin', (ids) => `/api/workout-programs/${ids.program}/logs?${limit}`],
  ['Package purchases awaiting payment, staff', 'staff', `/api/package-purchases?status=pending&${limit}`],
  ['Package purchases awaiting payment, admin', 'admin', `/api/package-purchases?status=pending&${limit}`],
  ['Waitlist, client (own)', 'waiter', `/api/user/waitlist?${limit}`],
  ['Record-access log, client (own)', 'patient', `/api/user/record-access?${limit}`],
  ['Chart notes of a client, clinician (coach01)', 'staff', (ids) => `/api/clients/${ids.patient}/clinical-notes?${limit}`],
];

/**
 * A client with a program and logs: the seed gives the newest assignment to one of the last five
 * clients (scripts/seed-scale/workouts.mjs). Null when the dataset holds none (assignments start
 * about 120 days before its end: under half a year has no workout logs).
 */
async function signInTrainee(url) {
  for (let n = 10_000; n > 9_995; n -= 1) {
    const cookie = await signIn(url, `client${String(n).padStart(5, '0')}`, SEED_PASSWORD);
    const programs = await (await fetch(`${url}/api/user/workout-programs`, { headers: { cookie } })).json();
    for (const program of programs) {
      const logs = await (await fetch(`${url}/api/user/exercise-logs?workoutProgramId=${program.id}&limit=1`, { headers: { cookie } })).json();
      if (logs.length > 0) return { cookie, program: program.id };
    }
  }
  return null;
}

const results = {};
const extra = {};
try {
  for (const years of YEARS) {
    const keep = process.env.BENCH_SCALE_DIR;
    const dataDir = keep ? path.resolve(keep, `${years}y`) : path.join(temp, `${years}y`);
    mkdirSync(dataDir, { recursive: true });
    const stack = await startStack(dataDir);
    try {
      // DATA_DIR: the seed seals the clinical record with the key this stack keeps there.
      const seeded = await run(['scripts/seed-scale.mjs', '--years', String(years), '--port', String(stack.ferretPort)], { DATA_DIR: dataDir });
      if (seeded.code !== 0) throw new Error(`seed-scale exited ${seeded.code}:\n${seeded.out}`);
      const seedSeconds = /Done in ([\d.]+) s/.exec(seeded.out)?.[1];
      // A kept database (BENCH_SCALE_DIR) was seeded by an earlier run: its time is not this run's.
      const reused = /already written/.test(seeded.out);
      console.error(`[five-years] ${years} year(s) seeded in ${seedSeconds} s`);
      // The client with the most waitlist entries and coach01's client with the most chart notes: worked
      // out before any request, as it keeps the event loop busy for seconds (a kept-alive connection
      // to the gateway would be closed under the next request).
      const subjects = benchSubjects({ years });
      const cookies = {
        admin: await signIn(stack.url, 'admin', 'admin123'),
        staff: await signIn(stack.url, 'coach01', SEED_PASSWORD),
        client: await signIn(stack.url, 'client00001', SEED_PASSWORD),
      };
      if (subjects.waitlistClient) cookies.waiter = await signIn(stack.url, subjects.waitlistClient.username, SEED_PASSWORD);
      if (subjects.clinicalClient) cookies.patient = await signIn(stack.url, subjects.clinicalClient.username, SEED_PASSWORD);
      if (subjects.creditsClient) cookies.creditor = await signIn(stack.url, subjects.creditsClient.username, SEED_PASSWORD);
      const trainee = await signInTrainee(stack.url);
      if (trainee) cookies.trainee = trainee.cookie;
      else console.error(`[five-years] ${years} year(s): no client with workout logs, the exercise log lists are left out`);
      const profile = await (await fetch(`${stack.url}/api/instructor/profile`, { headers: { cookie: cookies.staff } })).json();
      const ids = { coach: profile.id, program: trainee?.program, patient: subjects.clinicalClient?.id };
      results[years] = {};
      for (const [label, who, target] of lists) {
        if (!cookies[who] || (typeof target === 'function' && target(ids).includes('undefined'))) continue;
        const first = typeof target === 'function' ? target(ids) : target;
        try {
          const base = years === Math.min(...YEARS) ? undefined : results[Math.min(...YEARS)]?.[label]?.deepPage;
          const { deep, same } = await deepPages(stack.url, cookies[who], first, base);
          const deepFigure = await p95(stack.url, cookies[who], deep.path);
          results[years][label] = {
            first: await p95(stack.url, cookies[who], first),
            deep: deepFigure,
            deepPage: deep.n,
            ...(same ? { same: same.path === deep.path ? deepFigure : await p95(stack.url, cookies[who], same.path), samePage: same.n } : {}),
          };
        } catch (error) {
          // One list that fails is reported as failed; the others are still measured.
          results[years][label] = { error: error instanceof Error ? error.message : String(error) };
        }
      }
      // A client's credits ledger is one object (balance, credits, history), read whole: timed for the client with the most credits.
      if (cookies.creditor) {
        const ledger = await (await fetch(`${stack.url}/api/user/credits`, { headers: { cookie: cookies.creditor } })).json();
        results[years].credits = { p95: await p95(stack.url, cookies.creditor, '/api/user/credits'), credits: ledger.credits.length, history: ledger.history.length };
      }
      // Free times: a bookable day a week ahead, as the public booking form asks.
      const day = addDays(businessToday(), 7);
      results[years].freeTimes = await p95(stack.url, '', `/api/instructors/${ids.coach}/availability?date=${day}`);
      const counts = /bookings ([\d,]*\d)/.exec(seeded.out)?.[1];
      extra[years] = { seedSeconds, bookings: counts, reused };
      if (years === Math.max(...YEARS) && process.env.BENCH_LIGHTHOUSE !== '0') {
        const file = path.join(temp, 'lighthouse.json');
        const pages = ['/staff-dashboard', '/admin', '/client-portal', '/workout-tracker'];
        const cookieOf = { '/staff-dashboard': cookies.staff, '/admin': cookies.admin, '/client-portal': cookies.client, '/workout-tracker': cookies.client };
        const lh = await run(['scripts/bench/lighthouse.mjs', ...pages], {
          LIGHTHOUSE_URL: stack.url,
          LIGHTHOUSE_RUNS: '3',
          LIGHTHOUSE_JSON: file,
          LIGHTHOUSE_PRESET: 'desktop',
          LIGHTHOUSE_COOKIES: JSON.stringify(cookieOf),
        });
        if (lh.code === 0 && existsSync(file)) extra.lighthouse = JSON.parse(readFileSync(file, 'utf8'));
        else console.error(`[five-years] lighthouse exited ${lh.code}:\n${lh.out}`);
      }
    } finally {
      await stack.stop();
    }
  }
} finally {
  rmSync(temp, { recursive: true, force: true });
}

const rows = [];
const ms = (v) => `${v.toFixed(1)} ms`;
const [small, large] = [Math.min(...YEARS), Math.max(...YEARS)];
for (const [label] of lists) {
  const one = results[small]?.[label];
  const five = results[large]?.[label];
  if (!one || !five) continue;
  if (one.error || five.error) {
    rows.push({ label, figure: `failed: ${five.error ?? one.error}`, aim: '<= 50 ms, <= 1.5 x 1y', met: false });
    continue;
  }
  const ok = (v, base) => v <= 50 && v <= 1.5 * Math.max(base, 1);
  rows.push({ label: `${label}, first page`, figure: `${small}y ${ms(one.first)}, ${large}y ${ms(five.first)}`, aim: '<= 50 ms, <= 1.5 x 1y', met: ok(five.first, one.first) });
  rows.push({
    label: `${label}, page ${five.deepPage}`,
    figure:
      five.samePage === five.deepPage
        ? `${small}y ${ms(one.deep)} (page ${one.deepPage}), ${large}y ${ms(five.deep)}`
        : `${large}y ${ms(five.deep)}; at page ${five.samePage} (the ${small}y list's last full page) ${small}y ${ms(one.deep)}, ${large}y ${ms(five.same)}`,
    aim: '<= 50 ms, <= 1.5 x 1y',
    met: five.deep <= 50 && ok(five.same, one.deep),
  });
}
if (results[large]?.credits && results[small]?.credits) {
  const [one, five] = [results[small].credits, results[large].credits];
  rows.push({
    label: 'Credits ledger, client with the most credits (one object)',
    figure: `${small}y ${ms(one.p95)} (${one.credits} credits, ${one.history} history rows), ${large}y ${ms(five.p95)} (${five.credits}, ${five.history})`,
    aim: '<= 50 ms',
    met: five.p95 <= 50,
  });
}
if (results[large]?.freeTimes !== undefined) {
  rows.push({ label: `Free times at ${extra[large]?.bookings ?? '?'} bookings`, figure: `p95 ${ms(results[large].freeTimes)} (${small}y ${ms(results[small].freeTimes)})`, aim: 'p95 <= 25 ms', met: results[large].freeTimes <= 25 });
}
for (const years of YEARS) {
  const e = extra[years] ?? {};
  if (e.reused) rows.push({ label: `seed:scale --years ${years}`, figure: `kept from an earlier run (${e.bookings ?? '?'} bookings)`, aim: '< 600 s', met: null });
  else rows.push({ label: `seed:scale --years ${years}`, figure: `${e.seedSeconds ?? '?'} s (${e.bookings ?? '?'} bookings)`, aim: '< 600 s', met: Number(e.seedSeconds) < 600 });
}
if (extra.lighthouse) {
  const report = extra.lighthouse;
  const at = (r) => r.scores[report.categories.indexOf('performance')];
  rows.push({
    label: 'Lighthouse desktop Performance, signed in, median of 3',
    figure: report.rows.map((r) => `${r.page} ${at(r)} (LCP ${r.lcp})`).join(', '),
    aim: '>= 95 each',
    met: report.rows.every((r) => at(r) >= 95),
  });
}

if (process.env.FIVE_YEARS_JSON) writeFileSync(process.env.FIVE_YEARS_JSON, JSON.stringify(rows));
console.log(`\nFive years (p95 of ${REQUESTS} sequential requests through the gateway, signed in; load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')} on ${os.cpus().length} CPUs)`);
const width = Math.max(...rows.map((r) => r.label.length));
for (const r of rows) console.log(`  ${r.met === null ? '  ' : r.met ? 'ok' : '!!'} ${r.label.padEnd(width)}  ${r.figure}   [aim ${r.aim}]`);
