// Booking benchmark (not a test): node --import tsx scripts/bench/booking.mjs
// Starts the embedded database and the real catalog and booking services in-process, loads 50
// instructors with weekly availability and 10,000 bookings, then prints
//  1. p50/p95/p99 of GET /api/instructors/:id/availability?date=... (sequential, then 10 at a time),
//  2. the race outcome: 200 simultaneous checkouts for one slot with maxBookings 1 and with 3,
//  3. a flood: 50 simultaneous checkouts from one client address (hold limit 10),
//  4. the outbox: 200 e-mails queued at once, and how long until the worker has sent them all.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFerret } from '../lib/ferretdb.mjs';

const INSTRUCTORS = Number(process.env.BENCH_INSTRUCTORS ?? 50);
const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 10_000);
const REQUESTS = Math.max(500, Number(process.env.BENCH_REQUESTS ?? 500));
const DAYS_BACK = Number(process.env.BENCH_DAYS_BACK ?? 365);
const DAYS_AHEAD = Number(process.env.BENCH_DAYS_AHEAD ?? 56);
const RACERS = 200;
const SECRET = 'bench-internal-secret-0123456789abcdef';

const { createLogger, createService } = await import('../../packages/service-kit/src/index.ts');
const { catalogService } = await import('../../services/catalog/src/app.ts');
const { loadConfig: loadCatalogConfig } = await import('../../services/catalog/src/config.ts');
const { instructorRepository } = await import('../../services/catalog/src/data-access/instructor-repository.ts');
const { bookingService, buildBookingDeps } = await import('../../services/booking/src/app.ts');
const { embeddedPaymentProvider } = await import('../../services/booking/src/adapters/payments/embedded-payment-provider.ts');
const { sweepHolds } = await import('../../services/booking/src/domain/hold-lifecycle.ts');
const { queueEmail } = await import('../../services/booking/src/domain/emails/queue-email.ts');
const { sendDueEmails } = await import('../../services/booking/src/domain/emails/outbox-worker.ts');
const { loadConfig } = await import('../../services/booking/src/config.ts');
const { newBookingId } = await import('../../services/booking/src/data-access/booking-model.ts');
const { addDays, startOf, todayIn } = await import('../../services/booking/src/domain/business-time.ts');

const dir = mkdtempSync(path.join(os.tmpdir(), 'wsms-bench-booking-'));
const ferret = await startFerret({ dataDir: path.join(dir, 'db'), quiet: true });
const env = (name) => ({ NODE_ENV: 'production', PORT: '0', MONGODB_URI: `${ferret.uri}/bench_${name}`, INTERNAL_SECRET: SECRET, LOG_LEVEL: 'silent' });
const catalog = await (await createService(catalogService(loadCatalogConfig(env('catalog'))))).listen(0);
const catalogUrl = `http://127.0.0.1:${catalog.port}`;
const bookingConfig = loadConfig({ ...env('booking'), CATALOG_URL: catalogUrl, BOOKING_SWEEP_SECONDS: '0' });
const booking = await (await createService(bookingService(bookingConfig))).listen(0);
const url = `http://127.0.0.1:${booking.port}`;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (n) => `${n.toFixed(1)} ms`;
const isSunday = (date) => new Date(`${date}T00:00:00Z`).getUTCDay() === 0;

try {
  // --- data ---------------------------------------------------------------------------------
  const loadStarted = performance.now();
  const instructors = [];
  for (let i = 0; i < INSTRUCTORS; i += 1) {
    instructors.push(
      await instructorRepository(catalog.db).insert({ name: `Bench Coach ${i}`, email: `bench${i}@example.com`, hourlyRateCents: 7500 + i * 10, locations: ['Marlborough'] }),
    );
  }
  const slots = instructors.flatMap((instructor) =>
    [1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
      instructorId: instructor.id, dayOfWeek, availableDate: null, startTime: '09:00', endTime: '17:00', location: 'Marlborough',
      isRecurring: true, recurringPattern: 'weekly', isAvailable: true, maxBookings: 1, notes: '',
    })),
  );
  await booking.db.collection('instructor_availability').insertMany(slots);

  // 10,000 bookings over a year of history and the weeks ahead (BENCH_DAYS_BACK / BENCH_DAYS_AHEAD).
  const today = todayIn(new Date());
  const allDates = Array.from({ length: DAYS_BACK + DAYS_AHEAD + 1 }, (_, i) => addDays(today, i - DAYS_BACK)).filter((d) => !isSunday(d));
  const dates = allDates.filter((d) => d >= addDays(today, 2));
  const hours = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'];
  const now = new Date();
  const bookings = [];
  const seats = [];
  const decisions = [];
  const perInstructor = Math.ceil(BOOKINGS / INSTRUCTORS);
  const cells = allDates.length * hours.length;
  for (const [n, instructor] of instructors.entries()) {
    const used = new Set();
    for (let k = 0; k < perInstructor && bookings.length < BOOKINGS; k += 1) {
      let cell = Math.floor(((k + n / INSTRUCTORS) * cells) / perInstructor) % cells;
      while (used.has(cell)) cell = (cell + 1) % cells;
      used.add(cell);
      const date = allDates[Math.floor(cell / hours.length)];
      const time = hours[cell % hours.length];
      const future = date >= today;
      const id = newBookingId();
      const kind = k % 20 === 0 ? 'cancelled' : k % 20 === 1 && future ? 'pending' : 'confirmed';
      const holdExpiresAt = kind === 'pending' ? new Date(now.getTime() + 10 * 60_000) : null;
      bookings.push({
        _id: id, instructorId: instructor.id, instructorName: instructor.name, instructorEmail: instructor.email,
        clientName: `Client ${k}`, clientEmail: `client${k % 500}@example.com`, date, time, startsAt: startOf(date, time),
        sessionType: 'technique', location: 'marlborough', totalAmountCents: 7500, status: kind, holdExpiresAt,
        paymentProvider: 'embedded', createdAt: now, updatedAt: now,
      });
      if (kind === 'cancelled') {
        decisions.push({ _id: id, outcome: 'released', reason: 'cancelled', at: now });
      } else {
        seats.push({ _id: id, instructorId: instructor.id, date, time, seat: 1, holdExpiresAt, createdAt: now });
        if (kind === 'confirmed') decisions.push({ _id: id, outcome: 'confirmed', reason: 'paid', at: now });
      }
    }
  }
  const chunks = (list, size = 1000) => Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));
  for (const chunk of chunks(bookings)) await booking.db.collection('bookings').insertMany(chunk, { ordered: false });
  for (const chunk of chunks(seats)) await booking.db.collection('booking_seats').insertMany(chunk, { ordered: false });
  for (const chunk of chunks(decisions)) await booking.db.collection('booking_decisions').insertMany(chunk, { ordered: false });
  const loadSeconds = (performance.now() - loadStarted) / 1000;
  // What the service's periodic sweep does: confirmed seats of past dates leave the hot set.
  const swept = await sweepHolds(buildBookingDeps(booking.db, createLogger('bench', 'silent'), bookingConfig, embeddedPaymentProvider()));
  const liveSeats = await booking.db.collection('booking_seats').countDocuments();

  // --- availability latency -----------------------------------------------------------------
  const pick = (i) => ({ instructor: instructors[(i * 13) % instructors.length], date: dates[(i * 7) % dates.length] });
  const timed = async (i) => {
    const { instructor, date } = pick(i);
    const started = performance.now();
    const res = await fetch(`${url}/api/instructors/${instructor.id}/availability?date=${date}`);
    await res.json();
    if (res.status !== 200) throw new Error(`availability answered ${res.status}`);
    return performance.now() - started;
  };
  for (let i = 0; i < 30; i += 1) await timed(i); // warm-up
  const sequential = [];
  for (let i = 0; i < REQUESTS; i += 1) {
    sequential.push(await timed(i));
    if (i % 50 === 49) process.stderr.write(`  ${i + 1}/${REQUESTS} availability requests, last ${ms(sequential.at(-1))}\n`);
  }
  sequential.sort((a, b) => a - b);

  // --- race ---------------------------------------------------------------------------------
  // A Wednesday after every seeded booking, so the raced slot starts empty.
  let raceDate = addDays(dates.at(-1), 1);
  while (new Date(`${raceDate}T00:00:00Z`).getUTCDay() !== 3) raceDate = addDays(raceDate, 1);
  const raceFor = async (instructor, time) => {
    const started = performance.now();
    const statuses = await Promise.all(
      Array.from({ length: RACERS }, (_, i) =>
        fetch(`${url}/api/bookings/checkout`, {
          method: 'POST',
          // Each racer from its own address, as distinct visitors behind the gateway.
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.0.${Math.floor(i / 250)}.${(i % 250) + 1}` },
          body: JSON.stringify({
            instructorId: instructor.id,
            bookingData: { clientName: `Racer ${i}`, clientEmail: `racer${i}@example.com`, sessionType: 'technique', location: 'marlborough', sessionDate: raceDate, time },
          }),
        }).then((res) => res.status),
      ),
    );
    const count = (s) => statuses.filter((x) => x === s).length;
    return { ok: count(201), conflict: count(409), other: statuses.length - count(201) - count(409), seconds: (performance.now() - started) / 1000 };
  };
  const single = await raceFor(instructors[0], '16:00');
  const three = instructors[1];
  await booking.db.collection('instructor_availability').insertOne({
    instructorId: three.id, dayOfWeek: 3, availableDate: raceDate, startTime: '16:00', endTime: '17:00', location: 'Marlborough',
    isRecurring: false, recurringPattern: null, isAvailable: true, maxBookings: 3, notes: '',
  });
  const triple = await raceFor(three, '16:00');

  // --- flood from one address -----------------------------------------------------------------
  const flooder = instructors[2];
  const floodDates = Array.from({ length: 8 }, (_, d) => addDays(raceDate, d)).filter((d) => !isSunday(d));
  const floodCells = floodDates.flatMap((sessionDate) => hours.map((time) => ({ sessionDate, time })));
  const floodStarted = performance.now();
  const flood = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      fetch(`${url}/api/bookings/checkout`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.99' },
        body: JSON.stringify({
          instructorId: flooder.id,
          bookingData: { clientName: `Flood ${i}`, clientEmail: `flood${i}@example.com`, sessionType: 'technique', location: 'marlborough', ...floodCells[i] },
        }),
      }).then((res) => res.status),
    ),
  );
  const floodSeconds = (performance.now() - floodStarted) / 1000;
  const floodCount = (s) => flood.filter((x) => x === s).length;

  // --- outbox -------------------------------------------------------------------------------
  const deps = buildBookingDeps(booking.db, createLogger('bench', 'silent'), bookingConfig, embeddedPaymentProvider());
  const queueStarted = performance.now();
  const emailIds = await Promise.all(
    Array.from({ length: 200 }, (_, i) => queueEmail(deps, { to: `reader${i}@example.com`, subject: 'Bench', text: 'Bench e-mail', kind: 'bench' })),
  );
  const queuedSeconds = (performance.now() - queueStarted) / 1000;
  while ((await Promise.all([sendDueEmails(deps, 200), sendDueEmails(deps, 200)])).some((r) => r.sent + r.skipped > 0));
  const sentCount = await booking.db.collection('email_outbox').countDocuments({ _id: { $in: emailIds }, sentAt: { $ne: null } });
  const outboxSeconds = (performance.now() - queueStarted) / 1000;

  // --- index check --------------------------------------------------------------------------
  const explain = await booking.db.collection('booking_seats').find({ instructorId: instructors[0].id, date: dates[0] }).explain();
  const indexes = (await booking.db.collection('booking_seats').indexes()).map((i) => Object.keys(i.key).join('+'));

  console.log('\nBooking benchmark (embedded FerretDB, catalog and booking in-process)');
  console.log(`  data: ${instructors.length} instructors, ${slots.length} weekly slots, ${bookings.length} bookings from ${allDates[0]} to ${allDates.at(-1)} (loaded in ${loadSeconds.toFixed(1)} s)`);
  console.log(`  seats: ${seats.length} inserted, ${swept.pruned} of past dates pruned by the sweep, ${liveSeats} live (what an availability read scans on FerretDB)`);
  console.log(`  GET /api/instructors/:id/availability?date=  ${REQUESTS} requests one at a time:`);
  console.log(`      p50 ${ms(percentile(sequential, 50))}   p95 ${ms(percentile(sequential, 95))}   p99 ${ms(percentile(sequential, 99))}`);
  console.log(`  race, ${RACERS} simultaneous checkouts for one slot (${raceDate} 16:00):`);
  console.log(`      maxBookings 1: ${single.ok} checkout URL, ${single.conflict} x 409${single.other ? `, ${single.other} other` : ''} (all answered in ${single.seconds.toFixed(1)} s)`);
  console.log(`      maxBookings 3: ${triple.ok} checkout URLs, ${triple.conflict} x 409${triple.other ? `, ${triple.other} other` : ''} (all answered in ${triple.seconds.toFixed(1)} s)`);
  console.log(`  flood, 50 simultaneous checkouts from one address for 50 free times: ${floodCount(201)} held, ${floodCount(429)} x 429, ${flood.length - floodCount(201) - floodCount(429)} other (${floodSeconds.toFixed(1)} s)`);
  console.log(`  outbox: 200 e-mails queued in ${queuedSeconds.toFixed(1)} s; ${sentCount} sent by two workers racing over the queue after ${outboxSeconds.toFixed(1)} s`);
  console.log(`  booking_seats indexes: ${indexes.join(', ')}`);
  console.log(`  seats-by-instructor+date plan: ${JSON.stringify(explain.queryPlanner?.Plan ?? explain.queryPlanner)} filterPushdown=${explain.filterPushdown}`);
  console.log('      (FerretDB v1 on SQLite pushes down only a lone _id filter and scans otherwise; MongoDB serves this');
  console.log('       filter from the instructorId+date+time+seat index, so there the read does not grow with the collection)');
  console.log(`  machine: ${os.cpus().length} CPUs, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  if (single.ok !== 1 || triple.ok !== 3 || floodCount(201) !== 10 || sentCount !== 200) process.exitCode = 1;
} finally {
  await booking.stop();
  await catalog.stop();
  await ferret.stop();
  rmSync(dir, { recursive: true, force: true });
}
