// The bookings of the dataset, generated day by day and instructor by instructor from the seed: the
// same (instructor, day) always gives the same sessions, whatever --years asks, so a one-year set is
// the last year of the five-year one. Past sessions are mostly completed (some cancelled, no-shows,
// expired holds); the four weeks after --as-of hold a few hundred confirmed ones.
import { addDays, businessInstant, dayOfWeek, isClosedDay } from '@wsms/contracts/dates';
import { locationValue } from '@wsms/contracts/vocabulary';
import { bookingIdOf, stream } from './random.mjs';

const HOURS = Array.from({ length: 13 }, (_, i) => `${String(7 + i).padStart(2, '0')}:00`);
const TYPES = ['technique', 'technique', 'conditioning', 'conditioning', 'rehabilitation', 'nutrition', 'extended'];
export const UPCOMING_DAYS = 28;

const pastStatus = (r) => (r < 0.84 ? 'completed' : r < 0.93 ? 'cancelled' : r < 0.97 ? 'no_show' : 'expired');
const hourAfter = (time) => `${String(Number(time.slice(0, 2)) + 1).padStart(2, '0')}:00`;

/** Sessions a working day: ~6.4 a past day (200,000 over five years for 20 instructors), ~0.6 an upcoming one. */
function sessionsOn(rng, upcoming) {
  if (upcoming) return rng.chance(0.6) ? 1 : 0;
  return 6 + (rng.chance(0.42) ? 1 : 0);
}

/** Every booking of the dataset, oldest day first (a generator: nothing is held in memory). */
export function* bookingsOf(plan) {
  const last = addDays(plan.asOf, UPCOMING_DAYS);
  for (let date = plan.first; date < last; date = addDays(date, 1)) {
    if (isClosedDay(date)) continue;
    const upcoming = date >= plan.asOf;
    for (const instructor of plan.instructors) {
      const rng = stream(plan.seed, 'day', instructor.index, date);
      const count = sessionsOn(rng, upcoming);
      const hours = [...HOURS].sort(() => rng.next() - 0.5).slice(0, count).sort();
      for (const time of hours) {
        const id = bookingIdOf(plan.seed, instructor.index, date, time);
        const client = plan.clients[rng.int(plan.clients.length)];
        const type = !upcoming && time < '19:00' && !hours.includes(hourAfter(time)) ? rng.pick(TYPES) : rng.pick(TYPES.slice(0, 6));
        const status = upcoming ? (rng.chance(0.05) ? 'cancelled' : 'confirmed') : pastStatus(rng.next());
        const startsAt = businessInstant(date, time);
        const createdAt = new Date(startsAt.getTime() - (1 + rng.int(21)) * 86_400_000 - rng.int(36_000_000));
        const paymentMethod = rng.chance(0.7) ? 'stripe' : 'at_gym';
        const paid = paymentMethod === 'stripe' || status === 'completed' || status === 'no_show';
        const location = locationValue(dayOfWeek(date) === 6 ? instructor.second : instructor.home);
        yield {
          _id: id,
          instructor,
          client,
          instructorId: instructor.id,
          instructorName: instructor.name,
          instructorEmail: instructor.email,
          clientName: client.name,
          clientEmail: client.email,
          date,
          time,
          ...(type === 'extended' ? { seatTimes: [time, hourAfter(time)] } : {}),
          startsAt,
          sessionType: type,
          location,
          totalAmountCents: type === 'extended' ? Math.round(instructor.hourlyRateCents * 1.5) : instructor.hourlyRateCents,
          status,
          holdExpiresAt: null,
          paymentProvider: 'seed',
          paymentMethod,
          paymentStatus: paid && status !== 'expired' ? 'paid' : 'due',
          ...(paid && status !== 'expired' ? { paidAt: createdAt } : {}),
          ...(status !== 'expired' ? { confirmedAt: createdAt } : { releasedAt: new Date(createdAt.getTime() + 900_000) }),
          ...(status === 'completed' ? { completedAt: new Date(startsAt.getTime() + 3_600_000) } : {}),
          ...(status === 'cancelled'
            ? { cancelledAt: new Date(startsAt.getTime() - 2 * 86_400_000), cancelledBy: rng.pick(['client', 'client', 'instructor', 'admin']), cancelReason: 'Schedule conflict' }
            : {}),
          revision: status === 'cancelled' ? 1 : 0,
          seatKey: id,
          listKey: `${date}T${time}|${id}`,
          createdAt,
          updatedAt: createdAt,
        };
      }
    }
  }
}

/** The stored document: the generator's helpers left out. */
export const storedBooking = ({ instructor: _i, client: _c, ...doc }) => doc;
