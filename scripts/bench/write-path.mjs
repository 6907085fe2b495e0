// Write-path benchmark (not a test): node --import tsx scripts/bench/write-path.mjs
// What a booking request costs while reports are kept: a year of history (BENCH_WRITE_BOOKINGS, 20,000
// bookings for 20 instructors, 10,000 clients, its report roll-ups rebuilt, as in scripts/bench/reports.mjs),
// the booking service in-process, then p50/p95/p99 of BENCH_WRITE_REQUESTS (150) sequential
//  1. guest checkouts (a hold: no report figure yet),
//  2. admin bookings (a checkout confirmed at once: a session counted in the reports),
//  3. cancels of those bookings by an admin (the session's figures move),
// and, where the service has a report projector (issue 39: GET /internal/reports/lag), how long after
// the last request the figures had caught up. A cheap GET timed before and after shows the machine's load. Run on two trees one after the other to compare them.
import http from 'node:http';
import os from 'node:os';
import { IDENTITY_KEYS, SECRET, ms, percentile, startBenchCatalog } from './lib/booking-data.mjs';

const BOOKINGS = Number(process.env.BENCH_WRITE_BOOKINGS ?? 20_000);
const REQUESTS = Number(process.env.BENCH_WRITE_REQUESTS ?? 150);
const HOURS = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00'];

const { default: mongoose } = await import('mongoose');
const { buildIdentity, clientHeaders, identityHeaders } = await import('@wsms/service-kit/testing');
const { seedReportHistory } = await import('@wsms/booking-service/testing/report-bench-kit');
const { bookingService, loadConfig } = await import('@wsms/booking-service');
const { createService } = await import('@wsms/service-kit');
const { addDays, businessToday, isClosedDay } = await import('@wsms/contracts/dates');

const stack = await startBenchCatalog({ label: 'write-path', instructors: 20 });
const { instructors } = stack;
const db = await mongoose.createConnection(`${stack.mongoUri}/bench_writepath`).asPromise();
const today = businessToday();
const seeded = await seedReportHistory(db, instructors, { years: 1, bookingsPerYear: BOOKINGS, clients: 10_000, today });
console.log(`history: ${seeded.bookings.toLocaleString('en-US')} bookings, roll-ups rebuilt in ${seeded.rebuildSeconds.toFixed(1)} s (${seeded.facts.toLocaleString('en-US')} facts)`);
// Each instructor's gym per weekday, as the history's slots say.
const slots = await db.collection('instructor_availability').find({}).toArray();
const placeOf = (instructorId, date) => slots.find((s) => s.instructorId === instructorId && s.dayOfWeek === new Date(`${date}T12:00:00Z`).getUTCDay())?.location;
// Content (consent, its part of reports) is another service: a stand-in here, answering no form to sign.
const content = http.createServer((_req, res) => {
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify({ required: false, signed: true, form: null }));
});
await new Promise((resolve) => content.listen(0, '127.0.0.1', resolve));
const config = loadConfig({
  NODE_ENV: 'production', PORT: '0', MONGODB_URI: `${stack.mongoUri}/bench_writepath`, INTERNAL_SECRET: SECRET, IDENTITY_PUBLIC_KEY: IDENTITY_KEYS.publicKey, LOG_LEVEL: 'silent',
  CATALOG_URL: stack.catalogUrl, CONTENT_URL: `http://127.0.0.1:${content.address().port}`, PUBLIC_URL: 'http://localhost:3000', BOOKING_SWEEP_SECONDS: '0',
});
const booking = await (await createService(bookingService(config))).listen(0);
const url = `http://127.0.0.1:${booking.port}`;

/** Open days from five weeks ahead (after every seeded session), so every cell below starts free. */
const dates = [];
for (let d = addDays(today, 35); dates.length < 60; d = addDays(d, 1)) if (!isClosedDay(d)) dates.push(d);
/** Cell k: a distinct instructor, day and hour. */
const cell = (k) => {
  const instructor = instructors[k % instructors.length];
  const date = dates[Math.floor(k / instructors.length) % dates.length];
  const time = HOURS[Math.floor(k / (instructors.length * dates.length))];
  return { instructorId: instructor.id, sessionDate: date, time, location: placeOf(instructor.id, date).toLowerCase() };
};
const body = (k, who) => {
  const { instructorId, ...at } = cell(k);
  return JSON.stringify({ instructorId, bookingData: { clientName: `Bench ${who} ${k}`, clientEmail: `${who}${k}@bench.example`, sessionType: 'technique', ...at } });
};
const admin = () => ({ 'content-type': 'application/json', ...identityHeaders(buildIdentity({ role: 'admin' }), IDENTITY_KEYS.privateKey) });

async function timed(label, count, request) {
  const times = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    const res = await request(i);
    times.push(performance.now() - started);
    if (res.status >= 300) throw new Error(`${label} ${i} answered ${res.status}: ${await res.text()}`);
    await res.arrayBuffer().catch(() => undefined);
  }
  times.sort((a, b) => a - b);
  console.log(`${label.padEnd(34)} p50 ${ms(percentile(times, 50))}   p95 ${ms(percentile(times, 95))}   p99 ${ms(percentile(times, 99))}`);
}

try {
  console.log(`${REQUESTS} sequential requests each; ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)}`);
  // The machine's load at the moment: a route that does no database work, before and after the writes.
  const gauge = (when) => timed(`cheap GET (load gauge, ${when})`, REQUESTS, () => fetch(`${url}/api/bookings/checkout/config`));
  await gauge('before');
  await timed('guest checkout (hold)', REQUESTS, (k) =>
    fetch(`${url}/api/bookings/checkout`, { method: 'POST', headers: { 'content-type': 'application/json', ...clientHeaders(`10.9.${Math.floor(k / 250)}.${(k % 250) + 1}`, { secret: SECRET }) }, body: body(k, 'guest') }),
  );
  const ids = [];
  await timed('admin booking (confirmed checkout)', REQUESTS, async (k) => {
    const res = await fetch(`${url}/api/bookings`, { method: 'POST', headers: admin(), body: body(REQUESTS + k, 'client') });
    if (res.status === 201) ids.push((await res.clone().json()).id);
    return res;
  });
  await timed('cancel (admin)', ids.length, (i) => fetch(`${url}/api/bookings/${ids[i]}/cancel`, { method: 'POST', headers: admin(), body: JSON.stringify({ reason: 'Bench' }) }));
  await gauge('after');
  const lagAt = performance.now();
  for (;;) {
    const res = await fetch(`${url}/internal/reports/lag`, { headers: { 'x-internal-secret': SECRET } });
    if (res.status === 404) {
      console.log('report figures: written inside each request (no projector)');
      break;
    }
    const { pending } = await res.json();
    if (pending === 0) {
      console.log(`report figures caught up ${ms(performance.now() - lagAt)} after the last request`);
      break;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
} finally {
  await booking.stop();
  content.close();
  await db.close();
  await stack.stop();
}
