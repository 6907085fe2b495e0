// Area "bookings": the sessions (bookings-plan.mjs), the seats of the upcoming confirmed ones (and
// their pointers, as the booking service writes them, so free times see them), and a session note on
// one completed session in five (booking service). The rows that find a booking by its client's name
// or e-mail (booking_search) are written too, exactly as the service writes them: its start-up
// backfill runs once, before a seed into a running stack.
import { createHash } from 'node:crypto';
import serviceKit from '@wsms/service-kit';
import { bookingsOf, storedBooking } from './bookings-plan.mjs';
import { stream } from './random.mjs';
import { insertAll, once } from './write.mjs';

// service-kit is CommonJS under tsx (its `export *` names are not seen by an ES import).
const { searchEntries } = serviceKit;

function* seatsOf(plan) {
  for (const b of bookingsOf(plan)) {
    if (b.status !== 'confirmed') continue;
    for (const [i, time] of (b.seatTimes ?? [b.time]).entries()) {
      yield { _id: i === 0 ? b._id : `${b._id}+${i}`, bookingId: b._id, instructorId: b.instructorId, date: b.date, time, seat: 1, holdExpiresAt: null, createdAt: b.createdAt };
    }
  }
}

const seatKeyOf = (seat) => ({ _id: `${seat.instructorId}|${seat.date}|${seat.time}|${seat.seat}`, seatId: seat._id, date: seat.date });

function* searchRowsOf(plan) {
  for (const b of bookingsOf(plan)) yield* searchEntries({ itemId: b._id, listKey: b.listKey, texts: [b.clientName, b.clientEmail], scope: b.instructorId });
}

// The coach's client list (instructor_clients): one row per instructor and client address with a
// confirmed, completed or missed session, as the booking service's repository writes it.
const CLIENT_STATUSES = new Set(['confirmed', 'completed', 'no_show']);
function* instructorClientsOf(plan) {
  const seen = new Set();
  for (const b of bookingsOf(plan)) {
    if (!CLIENT_STATUSES.has(b.status)) continue;
    const clientEmail = b.clientEmail.trim().toLowerCase();
    const _id = `${b.instructorId}|${clientEmail}`;
    if (seen.has(_id)) continue;
    seen.add(_id);
    // The booking service's clientListKey (services/booking/src/data-access/listing/instructor-client-repository.ts).
    const listKey = `${clientEmail.replace(/[^\x20-\x7e]|["\\<>&|]/g, '_').slice(0, 254)}|${createHash('sha256').update(clientEmail).digest('base64url').slice(0, 12)}`;
    yield { _id, instructorId: b.instructorId, clientEmail, listKey, createdAt: b.createdAt };
  }
}

const NOTES = ['Good depth on squats; keep the tempo.', 'Shoulder mobility improving.', 'Conditioning ahead of plan.', 'Work on hip hinge pattern.'];

function* notesOf(plan) {
  for (const b of bookingsOf(plan)) {
    if (b.status !== 'completed') continue;
    const rng = stream(plan.seed, 'note', b._id);
    if (!rng.chance(0.2)) continue;
    yield {
      _id: b._id,
      instructorId: b.instructorId,
      notes: rng.pick(NOTES),
      sessionRating: 3 + rng.int(3),
      clientProgress: 'On track',
      nextSteps: 'Continue the current block.',
      createdAt: b.completedAt,
      updatedAt: b.completedAt,
    };
  }
}

export const bookings = {
  name: 'bookings',
  seed: ({ plan, dbs, key }) =>
    once(dbs.booking, key('bookings'), async () => {
      const written = await insertAll(dbs.booking.collection('bookings'), (function* () {
        for (const b of bookingsOf(plan)) yield storedBooking(b);
      })());
      const seats = [...seatsOf(plan)];
      return {
        bookings: written,
        seats: await insertAll(dbs.booking.collection('booking_seats'), seats),
        seatKeys: await insertAll(dbs.booking.collection('booking_seat_keys'), seats.map(seatKeyOf)),
        sessionNotes: await insertAll(dbs.booking.collection('session_notes'), notesOf(plan)),
        searchRows: await insertAll(dbs.booking.collection('booking_search'), searchRowsOf(plan)),
        instructorClients: await insertAll(dbs.booking.collection('instructor_clients'), instructorClientsOf(plan)),
      };
    }),
};
