// Free-times scaling benchmark (not a test): node --import tsx scripts/bench/free-times.mjs
// Starts the embedded database and the real catalog and booking services in-process, then for
// 1,000, 10,000 and 100,000 bookings (BENCH_SIZES, comma-separated) over 50 instructors seeds a
// fresh booking database directly (a year of history and eight weeks ahead; confirmed seats of
// past dates as the daily sweep leaves them: pruned), and prints the p50/p95 of
// GET /api/instructors/:id/availability?date=... (BENCH_REQUESTS sequential calls, 300 by default).
// The aim: p95 stays flat as bookings grow (the call reads a day's seats by _id only).
import { percentile, timedAvailability, startBenchCatalog } from './lib/booking-data.mjs';

const SIZES = (process.env.BENCH_SIZES ?? '1000,10000,100000').split(',').map(Number);
const INSTRUCTORS = Number(process.env.BENCH_INSTRUCTORS ?? 50);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);

const stack = await startBenchCatalog({ label: 'free-times', instructors: INSTRUCTORS });
const { instructors } = stack;

/** Seeds one fresh booking database with `total` bookings, measures, stops; returns the figures. */
async function measure(total) {
  const booking = await stack.startBooking(`booking_${total}`);
  const { url } = booking;
  try {
    // Seeded in its own call: the seeded rows are garbage before timing starts (this process also runs the services).
    const { loadSeconds, dates } = await booking.seedBookings(instructors, { total, pastSeats: 'swept' });
    await booking.sweepUntilSettled(); // what the service's periodic sweep does before any visitor asks
    const liveSeats = await booking.liveSeats();
    const timed = timedAvailability(url, instructors, dates);
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

try {
  console.log(`Free times, ${INSTRUCTORS} instructors, ${REQUESTS} sequential calls per size (embedded FerretDB):`);
  for (const total of SIZES) {
    const r = await measure(total);
    console.log(
      `  ${r.total.toLocaleString('en-US').padStart(7)} bookings (${r.liveSeats.toLocaleString('en-US')} live seats, seeded in ${r.loadSeconds.toFixed(1)} s): ` +
        `p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms`,
    );
  }
  console.log('  (each call reads at most two rows by _id per seat position of the day, so its cost is bounded by the day, not the history)');
} finally {
  await stack.stop();
}
