// Free-times scaling benchmark (not a test): node --import tsx scripts/bench/free-times.mjs
// Starts the embedded database and the real catalog and booking services in-process, then for
// 1,000, 10,000 and 100,000 bookings (BENCH_SIZES, comma-separated) over 50 instructors seeds a
// fresh booking database directly (a year of history and the weeks ahead, as scripts/bench/booking.mjs),
// (confirmed seats of past dates as the daily sweep leaves them: pruned), runs the service's sweep once, and prints the p50/p95 of GET /api/instructors/:id/availability?date=...
// (BENCH_REQUESTS sequential calls, 300 by default). The aim: p95 stays flat as bookings grow.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFerret } from '../lib/ferretdb.mjs';

const SIZES = (process.env.BENCH_SIZES ?? '1000,10000,100000').split(',').map(Number);
const INSTRUCTORS = Number(process.env.BENCH_INSTRUCTORS ?? 50);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const DAYS_BACK = 365;
const DAYS_AHEAD = 56;
const SECRET = 'bench-internal-secret-0123456789abcdef';

const { createLogger, createService } = await import('../../packages/service-kit/src/index.ts');
const { catalogService } = await import('../../services/catalog/src/app.ts');
const { loadConfig: loadCatalogConfig } = await import('../../services/catalog/src/config.ts');
const { instructorRepository } = await import('../../services/catalog/src/data-access/instructor-repository.ts');
const { bookingService, buildBookingDeps } = await import('../../services/booking/src/app.ts');
const { embeddedPaymentProvider } = await import('../../services/booking/src/adapters/payments/embedded-payment-provider.ts');
const { sweepHolds } = await import('../../services/booking/src/domain/hold-lifecycle.ts');
const { loadConfig } = await import('../../services/booking/src/config.ts');
const { newBookingId } = await import('../../services/booking/src/data-access/booking-model.ts');
const { seatKeyId } = await import('../../services/booking/src/data-access/seat-key-model.ts');
const { addDays, startOf, todayIn } = await import('../../services/booking/src/domain/business-time.ts');

const dir = mkdtempSync(path.join(os.tmpdir(), 'wsms-bench-free-times-'));
const ferret = await startFerret({ dataDir: path.join(dir, 'db'), quiet: true });
const env = (name) => ({ NODE_ENV: 'production', PORT: '0', MONGODB_URI: `${ferret.uri}/bench_${name}`, INTERNAL_SECRET: SECRET, LOG_LEVEL: 'silent' });
const catalog = await (await createService(catalogService(loadCatalogConfig(env('catalog'))))).listen(0);
const catalogUrl = `http://127.0.0.1:${catalog.port}`;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const isSunday = (date) => new Date(`${date}T00:00:00Z`).getUTCDay() === 0;
const chunks = (list, size = 2000) => Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

const instructors = [];
for (let i = 0; i < INSTRUCTORS; i += 1) {
  instructors.push(
    await instructorRepository(catalog.db).insert({ name: `Bench Coach ${i}`, email: `bench${i}@example.com`, hourlyRateCents: 7500 + i * 10, locations: ['Marlborough'] }),
  );
}

/** Seeds one fresh booking database with `total` bookings, measures, stops; returns the figures. */
async function measure(total) {
  const config = loadConfig({ ...env(`booking_${total}`), CATALOG_URL: catalogUrl, BOOKING_SWEEP_SECONDS: '0' });
  const booking = await (await createService(bookingService(config))).listen(0);
  const url = `http://127.0.0.1:${booking.port}`;
  try {
    // Seeded in its own function: the seeded rows are garbage before timing starts (this process also runs the services).
    const { loadSeconds, dates } = await seed(booking, total);
    // What the service's periodic sweep does before any visitor asks.
    await sweepHolds(buildBookingDeps(booking.db, createLogger('bench', 'silent'), config, embeddedPaymentProvider()));
    const liveSeats = await booking.db.collection('booking_seats').countDocuments();

    const timed = async (i) => {
      const instructor = instructors[(i * 13) % instructors.length];
      const date = dates[(i * 7) % dates.length];
      const started = performance.now();
      const res = await fetch(`${url}/api/instructors/${instructor.id}/availability?date=${date}`);
      await res.json();
      if (res.status !== 200) throw new Error(`availability answered ${res.status}`);
      return performance.now() - started;
    };
    // Warm-up: one call per instructor, so each instance cache (instructor, slots) is filled once, as in steady use.
    for (let i = 0; i < INSTRUCTORS; i += 1) await timed(i);
    const times = [];
    for (let i = 0; i < REQUESTS; i += 1) times.push(await timed(i));
    times.sort((a, b) => a - b);
    return { total, liveSeats, loadSeconds, p50: percentile(times, 50), p95: percentile(times, 95) };
  } finally {
    await booking.stop();
  }
}

/** Seeds `total` bookings straight into the booking database; returns the seeding time and the future dates. */
async function seed(booking, total) {
  const loadStarted = performance.now();
  const slots = instructors.flatMap((instructor) =>
    [1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
      instructorId: instructor.id, dayOfWeek, availableDate: null, startTime: '09:00', endTime: '17:00', location: 'Marlborough',
      isRecurring: true, recurringPattern: 'weekly', isAvailable: true, maxBookings: 1, notes: '',
    })),
  );
  await booking.db.collection('instructor_availability').insertMany(slots);
  const today = todayIn(new Date());
  const allDates = Array.from({ length: DAYS_BACK + DAYS_AHEAD + 1 }, (_, i) => addDays(today, i - DAYS_BACK)).filter((d) => !isSunday(d));
  const dates = allDates.filter((d) => d >= addDays(today, 2));
  const hours = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'];
  const now = new Date();
  const bookings = [];
  const seats = [];
  const decisions = [];
  const perInstructor = Math.ceil(total / INSTRUCTORS);
  const cells = allDates.length * hours.length;
  for (const [n, instructor] of instructors.entries()) {
    const used = new Set();
    for (let k = 0; k < perInstructor && bookings.length < total; k += 1) {
      let cell = Math.floor(((k + n / INSTRUCTORS) * cells) / perInstructor) % cells;
      while (used.has(cell)) cell = (cell + 1) % cells;
      used.add(cell);
      const date = allDates[Math.floor(cell / hours.length)];
      const time = hours[cell % hours.length];
      const id = newBookingId();
      const kind = k % 20 === 0 ? 'cancelled' : k % 20 === 1 && date >= today ? 'pending' : 'confirmed';
      const holdExpiresAt = kind === 'pending' ? new Date(now.getTime() + 60 * 60_000) : null;
      bookings.push({
        _id: id, instructorId: instructor.id, instructorName: instructor.name, instructorEmail: instructor.email,
        clientName: `Client ${k}`, clientEmail: `client${k % 500}@example.com`, date, time, startsAt: startOf(date, time),
        sessionType: 'technique', location: 'marlborough', totalAmountCents: 7500, status: kind, holdExpiresAt,
        paymentProvider: 'embedded', createdAt: now, updatedAt: now,
      });
      if (kind === 'cancelled') decisions.push({ _id: id, outcome: 'released', reason: 'cancelled', at: now });
      // Confirmed seats of past dates are what the service's daily sweep prunes: seeded as already swept.
      else if (date >= addDays(today, -1) || kind === 'pending') {
        seats.push({ _id: id, bookingId: id, instructorId: instructor.id, date, time, seat: 1, holdExpiresAt, createdAt: now });
      }
      if (kind === 'confirmed') decisions.push({ _id: id, outcome: 'confirmed', reason: 'paid', at: now });
    }
  }
  for (const chunk of chunks(bookings)) await booking.db.collection('bookings').insertMany(chunk, { ordered: false });
  for (const chunk of chunks(decisions)) await booking.db.collection('booking_decisions').insertMany(chunk, { ordered: false });
  await seedSeats(booking, seats);
  return { loadSeconds: (performance.now() - loadStarted) / 1000, dates };
}

/** Seat rows and their pointers straight into the collections, as the service's inserts leave them. */
async function seedSeats(booking, seats) {
  for (const chunk of chunks(seats)) await booking.db.collection('booking_seats').insertMany(chunk, { ordered: false });
  // The pointers the service writes after each seat insert (seat-key-model), in bulk.
  const keys = seats.map((seat) => ({ _id: seatKeyId(seat.instructorId, seat.date, seat.time, seat.seat), seatId: seat._id, date: seat.date }));
  for (const chunk of chunks(keys)) await booking.db.collection('booking_seat_keys').insertMany(chunk, { ordered: false });
}

try {
  console.log(`Free times, ${INSTRUCTORS} instructors, ${REQUESTS} sequential calls per size (embedded FerretDB):`);
  for (const total of SIZES) {
    const r = await measure(total);
    console.log(
      `  ${r.total.toLocaleString('en-US').padStart(7)} bookings (${r.liveSeats.toLocaleString('en-US')} live seats, seeded in ${r.loadSeconds.toFixed(1)} s): ` +
        `p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms`,
    );
  }
} finally {
  await catalog.stop();
  await ferret.stop();
  rmSync(dir, { recursive: true, force: true });
}
