// Shared by the booking benchmarks (booking.mjs, free-times.mjs): the embedded database with the
// real catalog service, bench instructors, and bookings seeded straight into a booking database
// as the service's own writes leave them (bookings, decisions, seat rows and their pointers).
// Run under `node --import tsx` (the services are imported from their TypeScript sources).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFerret } from '../../lib/ferretdb.mjs';

export const SECRET = 'bench-internal-secret-0123456789abcdef';
export const HOURS = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'];

const { createLogger, createService } = await import('../../../packages/service-kit/src/index.ts');
const { catalogService } = await import('../../../services/catalog/src/app.ts');
const { loadConfig: loadCatalogConfig } = await import('../../../services/catalog/src/config.ts');
const { instructorRepository } = await import('../../../services/catalog/src/data-access/instructor-repository.ts');
const { bookingService, buildBookingDeps } = await import('../../../services/booking/src/app.ts');
const { embeddedPaymentProvider } = await import('../../../services/booking/src/adapters/payments/embedded-payment-provider.ts');
const { sweepHolds } = await import('../../../services/booking/src/domain/seats/hold-lifecycle.ts');
const { loadConfig } = await import('../../../services/booking/src/config.ts');
const { newBookingId } = await import('../../../services/booking/src/data-access/booking-model.ts');
const { seatKeyId } = await import('../../../services/booking/src/data-access/seat-key-model.ts');
const { addDays, startOf, todayIn } = await import('../../../services/booking/src/domain/shared/business-time.ts');

export { addDays };
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
export const ms = (n) => `${n.toFixed(1)} ms`;
export const isSunday = (date) => new Date(`${date}T00:00:00Z`).getUTCDay() === 0;
const chunks = (list, size = 2000) => Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

/** The embedded database and a catalog service with `instructors` bench instructors. */
export async function startBenchCatalog({ label, instructors: count }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), `wsms-bench-${label}-`));
  const ferret = await startFerret({ dataDir: path.join(dir, 'db'), quiet: true });
  const env = (name) => ({ NODE_ENV: 'production', PORT: '0', MONGODB_URI: `${ferret.uri}/bench_${name}`, INTERNAL_SECRET: SECRET, LOG_LEVEL: 'silent' });
  const catalog = await (await createService(catalogService(loadCatalogConfig(env('catalog'))))).listen(0);
  const catalogUrl = `http://127.0.0.1:${catalog.port}`;
  const instructors = [];
  for (let i = 0; i < count; i += 1) {
    instructors.push(
      await instructorRepository(catalog.db).insert({ name: `Bench Coach ${i}`, email: `bench${i}@example.com`, hourlyRateCents: 7500 + i * 10, locations: ['Marlborough'] }),
    );
  }
  /**
   * A booking service on its own database `bench_<name>` (background sweep off: benches run it). The
   * race and the flood measure seats and the per-address hold limit, so the guests' share of a day is off.
   */
  async function startBooking(name) {
    const config = loadConfig({
      ...env(name),
      CATALOG_URL: catalogUrl,
      PUBLIC_URL: 'http://localhost:3000',
      BOOKING_SWEEP_SECONDS: '0',
      CHECKOUT_GUEST_SHARE_PERCENT: '100',
    });
    const booking = await (await createService(bookingService(config))).listen(0);
    const deps = buildBookingDeps(booking.db, createLogger('bench', 'silent'), config, embeddedPaymentProvider());
    return { booking, config, deps, url: `http://127.0.0.1:${booking.port}` };
  }
  async function stop() {
    await catalog.stop();
    await ferret.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  return { instructors, startBooking, stop };
}

/**
 * Weekly Monday–Saturday 09:00–17:00 slots (maxBookings 1) for every instructor, and `total`
 * bookings spread over `daysBack` days of history and `daysAhead` days ahead: 1 in 20 cancelled,
 * 1 in 20 of the future ones a live hold, the rest confirmed. Confirmed seats of past dates are
 * seeded as the daily sweep leaves them (pruned) when `pastSeats` is 'swept', or left for it.
 */
export async function seedBookings(booking, instructors, { total, daysBack = 365, daysAhead = 56, holdMinutes = 60, pastSeats = 'live' }) {
  const started = performance.now();
  const slots = instructors.flatMap((instructor) =>
    [1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
      instructorId: instructor.id, dayOfWeek, availableDate: null, startTime: '09:00', endTime: '17:00', location: 'Marlborough',
      isRecurring: true, recurringPattern: 'weekly', isAvailable: true, maxBookings: 1, notes: '',
    })),
  );
  await booking.db.collection('instructor_availability').insertMany(slots);
  const today = todayIn(new Date());
  const allDates = Array.from({ length: daysBack + daysAhead + 1 }, (_, i) => addDays(today, i - daysBack)).filter((d) => !isSunday(d));
  const now = new Date();
  const bookings = [];
  const seats = [];
  const decisions = [];
  const perInstructor = Math.ceil(total / instructors.length);
  const cells = allDates.length * HOURS.length;
  for (const [n, instructor] of instructors.entries()) {
    const used = new Set();
    for (let k = 0; k < perInstructor && bookings.length < total; k += 1) {
      let cell = Math.floor(((k + n / instructors.length) * cells) / perInstructor) % cells;
      while (used.has(cell)) cell = (cell + 1) % cells;
      used.add(cell);
      const date = allDates[Math.floor(cell / HOURS.length)];
      const time = HOURS[cell % HOURS.length];
      const id = newBookingId();
      const kind = k % 20 === 0 ? 'cancelled' : k % 20 === 1 && date >= today ? 'pending' : 'confirmed';
      const holdExpiresAt = kind === 'pending' ? new Date(now.getTime() + holdMinutes * 60_000) : null;
      bookings.push({
        _id: id, instructorId: instructor.id, instructorName: instructor.name, instructorEmail: instructor.email,
        clientName: `Client ${k}`, clientEmail: `client${k % 500}@example.com`, date, time, startsAt: startOf(date, time),
        sessionType: 'technique', location: 'marlborough', totalAmountCents: 7500, status: kind, holdExpiresAt,
        paymentProvider: 'embedded', createdAt: now, updatedAt: now,
      });
      if (kind === 'cancelled') {
        decisions.push({ _id: id, outcome: 'released', reason: 'cancelled', at: now });
        continue;
      }
      if (kind === 'confirmed') decisions.push({ _id: id, outcome: 'confirmed', reason: 'paid', at: now });
      if (pastSeats === 'live' || date >= addDays(today, -1) || kind === 'pending') {
        seats.push({ _id: id, bookingId: id, instructorId: instructor.id, date, time, seat: 1, holdExpiresAt, createdAt: now });
      }
    }
  }
  for (const chunk of chunks(bookings)) await booking.db.collection('bookings').insertMany(chunk, { ordered: false });
  for (const chunk of chunks(decisions)) await booking.db.collection('booking_decisions').insertMany(chunk, { ordered: false });
  for (const chunk of chunks(seats)) await booking.db.collection('booking_seats').insertMany(chunk, { ordered: false });
  // The pointers the service writes after each seat insert (seat-key-model), in bulk.
  const keys = seats.map((seat) => ({ _id: seatKeyId(seat.instructorId, seat.date, seat.time, seat.seat), seatId: seat._id, date: seat.date }));
  for (const chunk of chunks(keys)) await booking.db.collection('booking_seat_keys').insertMany(chunk, { ordered: false });
  return {
    slots: slots.length,
    bookings: bookings.length,
    seats: seats.length,
    firstDate: allDates[0],
    lastDate: allDates.at(-1),
    /** Bookable dates (two days ahead onwards), for the reads to ask about. */
    dates: allDates.filter((d) => d >= addDays(today, 2)),
    loadSeconds: (performance.now() - started) / 1000,
  };
}

/** One timed free-times call (ms): call `i` asks instructor i*13 and bookable date i*7, so calls spread evenly. */
export function timedAvailability(url, instructors, dates) {
  return async (i) => {
    const instructor = instructors[(i * 13) % instructors.length];
    const date = dates[(i * 7) % dates.length];
    const started = performance.now();
    const res = await fetch(`${url}/api/instructors/${instructor.id}/availability?date=${date}`);
    await res.json();
    if (res.status !== 200) throw new Error(`availability answered ${res.status}`);
    return performance.now() - started;
  };
}

/** Runs the service's sweep until it has nothing left to prune (it prunes a bounded batch per run). */
export async function sweepUntilSettled(deps) {
  let pruned = 0;
  for (;;) {
    const result = await sweepHolds(deps);
    pruned += result.pruned;
    if (result.pruned === 0) return { pruned };
  }
}
