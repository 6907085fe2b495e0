// A coach's client list at five years (not a test): node --import tsx scripts/bench/instructor-clients.mjs
// Writes five years of bookings (BENCH_CLIENTS_YEARS (5) x 40,000 a year, 20 instructors, 10,000 clients,
// from a seeded generator: 84 % completed, 9 % cancelled, 4 % no-shows, 3 % expired holds, as the scale
// seed's mix; the report roll-ups are not built, this measures the client list only) into the embedded
// database, and the 10,000 verified client accounts into auth's; starts auth and booking as
// their own processes (booking rebuilds the `instructor_clients` read model once at its start, as an
// upgraded database does), then prints, signed in as the busiest coach, over BENCH_CLIENTS_REQUESTS
// (200) calls each:
//   GET /api/instructor/clients?limit=50  first page, and a page deep in the list (by its cursor)
//                                          p50/p95                                aim p95 <= 50 ms
import { spawn } from 'node:child_process';
import os from 'node:os';
import { freePort } from '../lib/ferretdb.mjs';
import { IDENTITY_KEYS, SECRET, ms, percentile, startBenchCatalog } from './lib/booking-data.mjs';

const YEARS = Number(process.env.BENCH_CLIENTS_YEARS ?? 5);
const PER_YEAR = Number(process.env.BENCH_CLIENTS_BOOKINGS_PER_YEAR ?? 40_000);
const CLIENTS = 10_000;
const REQUESTS = Number(process.env.BENCH_CLIENTS_REQUESTS ?? 200);

const { default: mongoose } = await import('mongoose');
const { buildIdentity, identityHeaders } = await import('@wsms/service-kit/testing');
const { addDays, businessToday } = await import('@wsms/contracts/dates');

/** mulberry32: the same seed gives the same history on every run. */
function generator(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Five years of bookings, written in bulk with their list keys (as the service writes them). */
async function seedBookings(db, instructors, { years, perYear, clients }) {
  const random = generator(20_381);
  const today = businessToday();
  const first = addDays(today, -Math.round(years * 365.25));
  const days = Math.round(years * 365.25);
  const total = Math.round(years * perYear);
  const started = performance.now();
  let batch = [];
  const perInstructor = new Map();
  const flush = async () => {
    if (batch.length) await db.collection('bookings').insertMany(batch, { ordered: false });
    batch = [];
  };
  for (let i = 0; i < total; i += 1) {
    const instructor = instructors[Math.floor(random() * instructors.length)];
    perInstructor.set(instructor.id, (perInstructor.get(instructor.id) ?? 0) + 1);
    const date = addDays(first, Math.floor(random() * days));
    const time = `${String(9 + Math.floor(random() * 8)).padStart(2, '0')}:00`;
    const roll = random();
    const status = roll < 0.84 ? 'completed' : roll < 0.93 ? 'cancelled' : roll < 0.97 ? 'no_show' : 'expired';
    const _id = `bench${String(i).padStart(8, '0')}xxxxxxxx`;
    const at = new Date(`${date}T12:00:00Z`);
    batch.push({
      _id, instructorId: instructor.id, instructorName: instructor.name, instructorEmail: instructor.email,
      clientName: 'Bench Client', clientEmail: `client${Math.floor(random() * clients)}@bench.example`, date, time,
      sessionType: 'technique', location: 'marlborough', totalAmountCents: 7500, status, holdExpiresAt: null,
      paymentMethod: 'at_gym', paymentStatus: status === 'completed' ? 'paid' : 'due', listKey: `${date}T${time}|${_id}`, createdAt: at, updatedAt: at,
    });
    if (batch.length === 2000) await flush();
  }
  await flush();
  // Rows the service derives at its start that this benchmark does not read: the list keys are written
  // above, and the client-name search rows (booking_search) are marked done so the start-up does not spend
  // minutes writing them. The coach client lists (instructor_clients) are left to the service's start.
  await db.collection('list_key_backfills').insertMany([{ _id: 'bookings', at: new Date() }, { _id: 'search:booking_search', at: new Date() }]);
  const [busiest, n] = [...perInstructor.entries()].sort((a, b) => b[1] - a[1])[0];
  return { bookings: total, firstDay: first, insertSeconds: (performance.now() - started) / 1000, busiest: { _id: busiest, n } };
}

const stack = await startBenchCatalog({ label: 'clients', instructors: 20 });
const bookingUri = `${stack.mongoUri}/bench_clients`;
const authUri = `${stack.mongoUri}/bench_clients_auth`;
const children = [];

async function startProcess(name, entry, env) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', INTERNAL_SECRET: SECRET, IDENTITY_PUBLIC_KEY: IDENTITY_KEYS.publicKey, PUBLIC_URL: 'http://localhost:3000', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited`);
    if ((await fetch(`${url}/readyz`).catch(() => null))?.ok) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, seconds: (performance.now() - started) / 1000 };
}

try {
  // --- data ---------------------------------------------------------------------------------
  const db = await mongoose.createConnection(bookingUri).asPromise();
  const seeded = await seedBookings(db, stack.instructors, { years: YEARS, perYear: PER_YEAR, clients: CLIENTS });
  const { busiest } = seeded;
  await db.close();
  console.log(`history: ${seeded.bookings.toLocaleString('en-US')} bookings from ${seeded.firstDay} written in ${seeded.insertSeconds.toFixed(1)} s`);

  const authDb = await mongoose.createConnection(authUri).asPromise();
  const now = new Date();
  for (let i = 0; i < CLIENTS; i += 1000) {
    await authDb.collection('users').insertMany(
      Array.from({ length: Math.min(1000, CLIENTS - i) }, (_, k) => {
        const n = i + k;
        const _id = new mongoose.Types.ObjectId();
        return {
          _id, username: `benchclient${n}`, usernameKey: `benchclient${n}`, email: `client${n}@bench.example`, passwordHash: 'x', role: 'user',
          firstName: 'Bench', lastName: `Client ${n}`, isActive: true, emailVerified: true, lastLogin: null, createdAt: now, updatedAt: now,
          listKey: `${now.toISOString()}|${_id.toHexString()}`,
        };
      }),
      { ordered: false },
    );
  }
  await authDb.close();

  // --- the services, as their own processes -------------------------------------------------
  const auth = await startProcess('auth', 'services/auth/src/main.ts', { MONGODB_URI: authUri, JWT_SECRET: 'bench-jwt-secret-0123456789abcdef-0123456789', BOOKING_URL: 'http://127.0.0.1:9', CATALOG_URL: stack.catalogUrl, CONTENT_URL: 'http://127.0.0.1:9' });
  const booking = await startProcess('booking', 'services/booking/src/main.ts', {
    // Content is asked only by the reports (not measured here): an address nobody answers on.
    MONGODB_URI: bookingUri, CATALOG_URL: stack.catalogUrl, AUTH_URL: auth.url, CONTENT_URL: 'http://127.0.0.1:9', BOOKING_SWEEP_SECONDS: '0', BOOKING_REMINDER_SECONDS: '0',
  });
  console.log(`booking ready in ${booking.seconds.toFixed(1)} s (its start-up rebuilds the coach client lists from the bookings once)`);

  const coach = stack.instructors.find((i) => i.id === busiest._id);
  // A signed identity lives a minute: a fresh one per call, as the gateway signs each request.
  const staff = () => identityHeaders(buildIdentity({ role: 'staff', email: coach.email }), IDENTITY_KEYS.privateKey);
  async function timed(path) {
    const started = performance.now();
    const res = await fetch(`${booking.url}${path}`, { headers: staff() });
    const body = await res.json();
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(body)}`);
    return { ms: performance.now() - started, items: body.length, next: /<([^>]+)>; rel="next"/.exec(res.headers.get('link') ?? '')?.[1] };
  }
  // Walk the whole list once: how many clients, and a cursor deep in it.
  let path = '/api/instructor/clients?limit=50';
  let clients = 0;
  let pages = 0;
  let deep = null;
  while (path) {
    const page = await timed(path);
    clients += page.items;
    pages += 1;
    if (pages === 40) deep = path;
    path = page.next ?? null;
  }
  deep ??= '/api/instructor/clients?limit=50';
  console.log(`${coach.name}: ${busiest.n.toLocaleString('en-US')} bookings, ${clients.toLocaleString('en-US')} clients in ${pages} pages of 50`);

  const results = {};
  for (const [label, url] of [['first page', '/api/instructor/clients?limit=50'], ['40th page', deep]]) {
    for (let i = 0; i < 5; i += 1) await timed(url);
    const times = [];
    for (let i = 0; i < REQUESTS; i += 1) times.push((await timed(url)).ms);
    times.sort((a, b) => a - b);
    results[label] = { p50: percentile(times, 50), p95: percentile(times, 95) };
    console.log(`GET /api/instructor/clients, ${label}: p50 ${ms(results[label].p50)}, p95 ${ms(results[label].p95)} over ${REQUESTS} calls`);
  }
  const aims = Object.entries(results).map(([label, r]) => [`clients ${label} p95 ${ms(r.p95)}`, r.p95 <= 50, '<= 50 ms']);
  console.log(`\nCoach client list at ${YEARS} years (${os.cpus().length} CPUs, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')})`);
  for (const [text, met, aim] of aims) console.log(`  ${met ? 'ok' : '!!'} ${text}   [aim ${aim}]`);
  process.exitCode = aims.every(([, met]) => met) ? 0 : 1;
} finally {
  for (const child of children) child.kill('SIGTERM');
  await stack.stop();
}
