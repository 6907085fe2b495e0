// Booking benchmark (not a test): node --import tsx scripts/bench/booking.mjs
// Starts the embedded database and the real catalog and booking services in-process, loads 50
// instructors with weekly availability and 10,000 bookings, then prints
//  1. p50/p95/p99 of GET /api/instructors/:id/availability?date=... (sequential, then 10 at a time),
//  2. the race outcome: 200 simultaneous checkouts for one slot with maxBookings 1 and with 3,
//  3. a flood: 50 simultaneous checkouts from one client address (hold limit 10),
//  4. the outbox: 200 e-mails queued at once, and how long until the worker has sent them all.
import os from 'node:os';
import { HOURS, SECRET, addDays, isSunday, ms, percentile, seedBookings, startBenchCatalog, sweepUntilSettled, timedAvailability } from './lib/booking-data.mjs';

const INSTRUCTORS = Number(process.env.BENCH_INSTRUCTORS ?? 50);
const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 10_000);
const REQUESTS = Math.max(500, Number(process.env.BENCH_REQUESTS ?? 500));
const DAYS_BACK = Number(process.env.BENCH_DAYS_BACK ?? 365);
const DAYS_AHEAD = Number(process.env.BENCH_DAYS_AHEAD ?? 56);
const RACERS = 200;

const { clientHeaders } = await import('../../packages/service-kit/src/testing.ts');
const { queueEmail } = await import('../../services/booking/src/domain/notifications/queue-email.ts');
const { sendDueEmails } = await import('../../services/booking/src/domain/notifications/outbox-worker.ts');

const stack = await startBenchCatalog({ label: 'booking', instructors: INSTRUCTORS });
const { instructors } = stack;
const { booking, deps, url } = await stack.startBooking('booking');
/** What the gateway adds for a visitor at `ip` (the service takes the address only from this signed header). */
const from = (ip) => ({ 'content-type': 'application/json', ...clientHeaders(ip, { secret: SECRET }) });

try {
  // --- data ---------------------------------------------------------------------------------
  // 10,000 bookings over a year of history and the weeks ahead (BENCH_DAYS_BACK / BENCH_DAYS_AHEAD);
  // past confirmed seats are left for the service's sweep to prune, as it does in service.
  const seeded = await seedBookings(booking, instructors, { total: BOOKINGS, daysBack: DAYS_BACK, daysAhead: DAYS_AHEAD, holdMinutes: 10 });
  const { dates, loadSeconds } = seeded;
  const swept = await sweepUntilSettled(deps);
  const liveSeats = await booking.db.collection('booking_seats').countDocuments();

  // --- availability latency -----------------------------------------------------------------
  const timed = timedAvailability(url, instructors, dates);
  // Warm-up: one call per instructor, so each instance cache (instructor, slots) is filled once, as in steady use.
  for (let i = 0; i < INSTRUCTORS; i += 1) await timed(i);
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
          headers: from(`10.0.${Math.floor(i / 250)}.${(i % 250) + 1}`),
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
  // Through the repository, as the product writes slots (it bumps the version the instance caches check).
  await deps.availability.insert({
    instructorId: three.id, dayOfWeek: 3, availableDate: raceDate, startTime: '16:00', endTime: '17:00', location: 'Marlborough',
    isRecurring: false, recurringPattern: null, isAvailable: true, maxBookings: 3, notes: '',
  });
  const triple = await raceFor(three, '16:00');

  // --- flood from one address -----------------------------------------------------------------
  const flooder = instructors[2];
  const floodDates = Array.from({ length: 8 }, (_, d) => addDays(raceDate, d)).filter((d) => !isSunday(d));
  const floodCells = floodDates.flatMap((sessionDate) => HOURS.map((time) => ({ sessionDate, time })));
  const floodStarted = performance.now();
  const flood = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      fetch(`${url}/api/bookings/checkout`, {
        method: 'POST',
        headers: from('192.0.2.99'),
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
  const queueStarted = performance.now();
  const emailIds = await Promise.all(
    Array.from({ length: 200 }, (_, i) => queueEmail(deps, { to: `reader${i}@example.com`, subject: 'Bench', text: 'Bench e-mail', kind: 'bench' })),
  );
  const queuedSeconds = (performance.now() - queueStarted) / 1000;
  while ((await Promise.all([sendDueEmails(deps, 200), sendDueEmails(deps, 200)])).some((r) => r.sent + r.skipped > 0));
  const sentCount = await booking.db.collection('email_outbox').countDocuments({ _id: { $in: emailIds }, sentAt: { $ne: null } });
  const outboxSeconds = (performance.now() - queueStarted) / 1000;

  // --- index check --------------------------------------------------------------------------
  // The free-times read: a seat position's pointer, by _id alone (the only filter FerretDB pushes down).
  const explain = await booking.db.collection('booking_seat_keys').find({ _id: `${instructors[0].id}|${dates[0]}|09:00|1` }).explain();
  const indexes = (await booking.db.collection('booking_seats').indexes()).map((i) => Object.keys(i.key).join('+'));

  console.log('\nBooking benchmark (embedded FerretDB, catalog and booking in-process)');
  console.log(`  data: ${instructors.length} instructors, ${seeded.slots} weekly slots, ${seeded.bookings} bookings from ${seeded.firstDate} to ${seeded.lastDate} (loaded in ${loadSeconds.toFixed(1)} s)`);
  console.log(`  seats: ${seeded.seats} inserted, ${swept.pruned} of past dates pruned by the sweep, ${liveSeats} live (an availability read looks up only the day's positions, by _id)`);
  console.log(`  GET /api/instructors/:id/availability?date=  ${REQUESTS} requests one at a time:`);
  console.log(`      p50 ${ms(percentile(sequential, 50))}   p95 ${ms(percentile(sequential, 95))}   p99 ${ms(percentile(sequential, 99))}`);
  console.log(`  race, ${RACERS} simultaneous checkouts for one slot (${raceDate} 16:00):`);
  console.log(`      maxBookings 1: ${single.ok} checkout URL, ${single.conflict} x 409${single.other ? `, ${single.other} other` : ''} (all answered in ${single.seconds.toFixed(1)} s)`);
  console.log(`      maxBookings 3: ${triple.ok} checkout URLs, ${triple.conflict} x 409${triple.other ? `, ${triple.other} other` : ''} (all answered in ${triple.seconds.toFixed(1)} s)`);
  console.log(`  flood, 50 simultaneous checkouts from one address for 50 free times: ${floodCount(201)} held, ${floodCount(429)} x 429, ${flood.length - floodCount(201) - floodCount(429)} other (${floodSeconds.toFixed(1)} s)`);
  console.log(`  outbox: 200 e-mails queued in ${queuedSeconds.toFixed(1)} s; ${sentCount} sent by two workers racing over the queue after ${outboxSeconds.toFixed(1)} s`);
  console.log(`  booking_seats indexes: ${indexes.join(', ')}`);
  console.log(`  seat-position lookup plan: ${JSON.stringify(explain.queryPlanner?.Plan ?? explain.queryPlanner)} filterPushdown=${explain.filterPushdown}`);
  console.log('      (the embedded FerretDB is built with the _id lookup patched to use its index: scripts/ferretdb/patches.json)');
  console.log(`  machine: ${os.cpus().length} CPUs, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  if (single.ok !== 1 || triple.ok !== 3 || floodCount(201) !== 10 || sentCount !== 200) process.exitCode = 1;
} finally {
  await booking.stop();
  await stack.stop();
}
