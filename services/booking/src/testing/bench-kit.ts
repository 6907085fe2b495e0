import type { Connection } from 'mongoose';
import { createLogger, createService } from '@wsms/service-kit';
import { embeddedPaymentProvider } from '../adapters/payments/embedded-payment-provider';
import { bookingService, buildBookingDeps } from '../app';
import { loadConfig } from '../config';
import type { AvailabilityRecord } from '../data-access/availability/availability-model';
import { newBookingId } from '../data-access/shared/booking-model';
import { seatKeyId } from '../data-access/seats/seat-key-model';
import { addDays, startOf, todayIn } from '../domain/shared/business-time';
import { sendDueEmails } from '../domain/notifications/outbox-worker';
import { queueEmail, type NewEmail } from '../domain/notifications/queue-email';
import { sweepHolds } from '../domain/seats/hold-lifecycle';

// What the booking benchmarks (scripts/bench/booking.mjs, free-times.mjs) do to the service, in one
// place that knows how it stores its data: a run with history seeded as the service's own writes leave it.

export { addDays };

/** The hours of a bench instructor's weekly slots (Monday to Saturday, 09:00-17:00). */
export const BENCH_HOURS = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'];

export const isSunday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() === 0;

export interface BenchInstructor {
  id: string;
  name: string;
  email: string;
}

export interface SeedOptions {
  total: number;
  daysBack?: number;
  daysAhead?: number;
  holdMinutes?: number;
  /** 'swept': confirmed seats of past dates are seeded as the daily sweep leaves them (pruned); 'live': left for it. */
  pastSeats?: 'live' | 'swept';
}

const chunks = <T>(list: T[], size = 2000) => Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

/**
 * Weekly Monday–Saturday 09:00–17:00 slots (maxBookings 1) for every instructor, and `total`
 * bookings spread over `daysBack` days of history and `daysAhead` days ahead: 1 in 20 cancelled,
 * 1 in 20 of the future ones a live hold, the rest confirmed (bookings, decisions, seat rows and
 * their pointers, written straight into the database as the service's own writes leave them).
 */
async function seedBookings(db: Connection, instructors: BenchInstructor[], { total, daysBack = 365, daysAhead = 56, holdMinutes = 60, pastSeats = 'live' }: SeedOptions) {
  const started = performance.now();
  const slots = instructors.flatMap((instructor) =>
    [1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
      instructorId: instructor.id, dayOfWeek, availableDate: null, startTime: '09:00', endTime: '17:00', location: 'Marlborough',
      isRecurring: true, recurringPattern: 'weekly', isAvailable: true, maxBookings: 1, notes: '',
    })),
  );
  await db.collection('instructor_availability').insertMany(slots);
  const today = todayIn(new Date());
  const allDates = Array.from({ length: daysBack + daysAhead + 1 }, (_, i) => addDays(today, i - daysBack)).filter((d) => !isSunday(d));
  const now = new Date();
  const bookings: Array<Record<string, unknown> & { _id: string }> = [];
  const seats: Array<{ _id: string; bookingId: string; instructorId: string; date: string; time: string; seat: number; holdExpiresAt: Date | null; createdAt: Date }> = [];
  const decisions: Array<Record<string, unknown>> = [];
  const perInstructor = Math.ceil(total / instructors.length);
  const cells = allDates.length * BENCH_HOURS.length;
  for (const [n, instructor] of instructors.entries()) {
    const used = new Set<number>();
    for (let k = 0; k < perInstructor && bookings.length < total; k += 1) {
      let cell = Math.floor(((k + n / instructors.length) * cells) / perInstructor) % cells;
      while (used.has(cell)) cell = (cell + 1) % cells;
      used.add(cell);
      const date = allDates[Math.floor(cell / BENCH_HOURS.length)]!;
      const time = BENCH_HOURS[cell % BENCH_HOURS.length]!;
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
  const insert = (name: string, docs: object[]) => db.collection(name).insertMany(docs, { ordered: false });
  for (const chunk of chunks(bookings)) await insert('bookings', chunk);
  for (const chunk of chunks(decisions)) await insert('booking_decisions', chunk);
  for (const chunk of chunks(seats)) await insert('booking_seats', chunk);
  // The pointers the service writes after each seat insert (seat-key-model), in bulk.
  const keys = seats.map((seat) => ({ _id: seatKeyId(seat.instructorId, seat.date, seat.time, seat.seat), seatId: seat._id, date: seat.date }));
  for (const chunk of chunks(keys)) await insert('booking_seat_keys', chunk);
  return {
    slots: slots.length,
    bookings: bookings.length,
    seats: seats.length,
    firstDate: allDates[0]!,
    lastDate: allDates.at(-1)!,
    /** Bookable dates (two days ahead onwards), for the reads to ask about. */
    dates: allDates.filter((d) => d >= addDays(today, 2)),
    loadSeconds: (performance.now() - started) / 1000,
  };
}

interface BenchBookingOptions {
  /** The database to use (each run its own). */
  mongodbUri: string;
  catalogUrl: string;
  internalSecret: string;
  /** The gateway's public key the benchmark signs identities for (services verify x-identity with it). */
  identityPublicKey: string;
}

/** The booking service in-process for a benchmark (its background sweep off: benchmarks run it), and what they do to it. */
export async function startBenchBooking({ mongodbUri, catalogUrl, internalSecret, identityPublicKey }: BenchBookingOptions) {
  const config = loadConfig({ NODE_ENV: 'production', PORT: '0', MONGODB_URI: mongodbUri, INTERNAL_SECRET: internalSecret, IDENTITY_PUBLIC_KEY: identityPublicKey, LOG_LEVEL: 'silent', CATALOG_URL: catalogUrl, PUBLIC_URL: 'http://localhost:3000', BOOKING_SWEEP_SECONDS: '0',
    // The race and the flood measure seats and the per-address hold limit, so the guests' share of a day
    // and the per-address cap on one instructor's day (the flood comes from one address) are off.
    CHECKOUT_GUEST_SHARE_PERCENT: '100', CHECKOUT_MAX_HOLDS_PER_ADDRESS_PER_INSTRUCTOR_DAY: '10000' });
  const booking = await (await createService(bookingService(config))).listen(0);
  const deps = buildBookingDeps(booking.db, createLogger('bench', 'silent'), config, embeddedPaymentProvider());
  // The service's ids are strings.
  const collection = (name: string) => booking.db.collection<{ _id: string }>(name);
  return {
    url: `http://127.0.0.1:${booking.port}`,
    seedBookings: (instructors: BenchInstructor[], options: SeedOptions) => seedBookings(booking.db, instructors, options),
    /** Runs the service's sweep until it has nothing left to prune (it prunes a bounded batch per run). */
    sweepUntilSettled: async () => {
      let pruned = 0;
      for (;;) {
        const result = await sweepHolds(deps);
        pruned += result.pruned;
        if (result.pruned === 0) return { pruned };
      }
    },
    /** A slot written through the repository, as the product writes them (it bumps the version the instance caches check). */
    addSlot: (slot: AvailabilityRecord) => deps.availability.insert(slot),
    queueEmail: (email: NewEmail) => queueEmail(deps, email),
    sendDueEmails: (limit: number) => sendDueEmails(deps, limit),
    liveSeats: () => collection('booking_seats').countDocuments(),
    sentEmails: (ids: string[]) => collection('email_outbox').countDocuments({ _id: { $in: ids }, sentAt: { $ne: null } }),
    /** How the database answers a free-times read of one seat position: by its _id, the only filter FerretDB pushes down. */
    seatLookupPlan: (instructorId: string, date: string) => collection('booking_seat_keys').find({ _id: seatKeyId(instructorId, date, '09:00', 1) }).explain(),
    seatIndexes: async () => (await collection('booking_seats').indexes()).map((index) => Object.keys(index.key).join('+')),
    stop: booking.stop,
  };
}
export type BenchBooking = Awaited<ReturnType<typeof startBenchBooking>>;
