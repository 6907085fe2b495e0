import type { Connection } from 'mongoose';
import { addDays, bookingLocationValues, businessInstant, businessToday, isClosedDay } from '@wsms/contracts';
import { newBookingId } from '../data-access/shared/booking-model';
import { bookingListKey } from '../data-access/shared/booking-repository';
import { rebuildDepsFor, rebuildReports } from '../domain/reports/rebuild-reports.use-case';

// The reports benchmark's history (scripts/bench/reports.mjs): years of bookings written in bulk,
// deterministically (a seeded generator), then the roll-ups built by the rebuild command's own code.

export interface ReportBenchInstructor {
  id: string;
  name: string;
  email: string;
}

/** mulberry32: the same seed gives the same history on every run. */
function generator(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const HOURS = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'];
const hourLater = (time: string, hours: number) => `${String(Number(time.slice(0, 2)) + hours).padStart(2, '0')}:00`;

export interface ReportHistoryOptions {
  years: number;
  bookingsPerYear: number;
  clients: number;
  seed?: number;
  /** The business day the history ends on (default today); a few hundred sessions lie after it. */
  today?: string;
}

/**
 * Writes `years` of history for `instructors` (each at one or two of the six gyms, Monday to Saturday
 * 09:00-17:00): mostly completed and paid sessions, some no-shows, cancellations (a third of them
 * late, a few refunded online), a few hundred upcoming; then rebuilds the report roll-ups.
 */
export async function seedReportHistory(db: Connection, instructors: ReportBenchInstructor[], options: ReportHistoryOptions) {
  const random = generator(options.seed ?? 20_301);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const today = options.today ?? businessToday();
  const first = addDays(today, -Math.round(options.years * 365.25));
  const dates: string[] = [];
  for (let d = first; d <= addDays(today, 30); d = addDays(d, 1)) if (!isClosedDay(d)) dates.push(d);
  const past = dates.filter((d) => d < today);
  const future = dates.filter((d) => d >= today);
  const places = instructors.map((_, i) => [bookingLocationValues[i % 6]!, ...(i % 3 === 0 ? [bookingLocationValues[(i + 1) % 6]!] : [])]);
  const slots = instructors.flatMap((instructor, i) =>
    [1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
      instructorId: instructor.id, dayOfWeek, availableDate: null, startTime: '09:00', endTime: '17:00', location: places[i]![dayOfWeek % places[i]!.length]!,
      isRecurring: true, recurringPattern: 'weekly', isAvailable: true, maxBookings: 1, notes: '', createdAt: new Date(), updatedAt: new Date(),
    })),
  );
  await db.collection('instructor_availability').insertMany(slots);

  const total = Math.round(options.years * options.bookingsPerYear);
  const started = performance.now();
  let batch: Record<string, unknown>[] = [];
  const flush = async () => {
    if (batch.length > 0) await db.collection('bookings').insertMany(batch, { ordered: false });
    batch = [];
  };
  for (let n = 0; n < total; n += 1) {
    const upcoming = n % 400 === 0;
    const date = pick(upcoming ? future : past);
    const i = Math.floor(random() * instructors.length);
    const instructor = instructors[i]!;
    const time = pick(HOURS.slice(0, 7));
    const extended = random() < 0.1;
    const startsAt = businessInstant(date, time);
    const createdAt = new Date(startsAt.getTime() - (1 + Math.floor(random() * 30)) * 86_400_000);
    const roll = random();
    const status = upcoming ? 'confirmed' : roll < 0.8 ? 'completed' : roll < 0.87 ? 'no_show' : roll < 0.97 ? 'cancelled' : 'confirmed';
    const online = random() < 0.25;
    const cents = extended ? 12_750 : 8500;
    const _id = newBookingId();
    const record: Record<string, unknown> = {
      _id,
      listKey: bookingListKey(date, time, String(_id)),
      instructorId: instructor.id, instructorName: instructor.name, instructorEmail: instructor.email,
      clientName: 'Bench Client', clientEmail: `client${Math.floor(random() * options.clients)}@bench.example`,
      date, time, seatTimes: extended ? [hourLater(time, 1)] : undefined, startsAt,
      sessionType: extended ? 'extended' : pick(['technique', 'conditioning', 'rehabilitation', 'nutrition']),
      location: pick(places[i]!), totalAmountCents: cents, status, holdExpiresAt: null,
      paymentProvider: online ? 'stripe' : 'embedded', paymentMethod: online ? 'stripe' : 'at_gym', paymentStatus: online ? 'paid' : 'due',
      confirmedAt: createdAt, revision: 1, createdAt, updatedAt: createdAt,
    };
    if (online) record.paidAt = createdAt;
    if (status === 'completed' || (status === 'no_show' && random() < 0.3)) {
      record.completedAt = new Date(startsAt.getTime() + 3_600_000);
      if (!online) Object.assign(record, { paymentStatus: 'paid', paidAt: new Date(startsAt.getTime() + 3_600_000) });
    }
    if (status === 'cancelled') {
      const late = random() < 0.33;
      const cancelledAt = new Date(startsAt.getTime() - (late ? 6 : 72) * 3_600_000);
      Object.assign(record, { cancelledBy: pick(['client', 'instructor', 'admin']), cancelledAt, cancelReason: 'Bench' });
      if (online) Object.assign(record, { refundStatus: 'refunded', refundedAt: cancelledAt, refundReference: `re_${n}` });
    }
    batch.push(record);
    if (batch.length >= 5000) await flush();
  }
  await flush();
  const insertSeconds = (performance.now() - started) / 1000;
  const rebuilt = performance.now();
  const result = await rebuildReports(rebuildDepsFor(db, 24));
  return { bookings: total, insertSeconds, rebuildSeconds: (performance.now() - rebuilt) / 1000, firstDay: first, today, ...result };
}
