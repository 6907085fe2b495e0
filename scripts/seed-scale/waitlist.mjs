// Area "waitlist": clients waiting for taken hours, as the booking service writes them. A session
// cancelled before its day often had someone waiting (three in ten): the freed seat was offered to
// them when it was cancelled, and they claimed it (a booking of their own at that hour, completed),
// let the offer run out, or had left the list before; of the upcoming taken hours one in ten has
// someone waiting now (with the key rows that keep one account to one entry per hour). Each offer's
// made/claimed/expired events are written as the service counts them; the reports' waitlist figures
// come from `npm run reports:rebuild -w @wsms/booking-service`.
import { bookingsOf, storedBooking } from './bookings-plan.mjs';
import { bookingIdOf, stream, textIdOf } from './random.mjs';
import { insertAll, once } from './write.mjs';

const HOUR = 3_600_000;
const OFFER_MINUTES = 30;

export function* waitlistOf(plan) {
  for (const b of bookingsOf(plan)) {
    const upcoming = b.status === 'confirmed';
    if (b.status !== 'cancelled' && !upcoming) continue;
    const rng = stream(plan.seed, 'waitlist', b._id);
    if (!rng.chance(upcoming ? 0.1 : 0.3)) continue;
    const client = plan.clients[rng.int(plan.clients.length)];
    if (client.id === b.client.id) continue;
    const joinedAt = new Date(b.createdAt.getTime() + HOUR + rng.int(24 * HOUR));
    const cancelledAt = b.cancelledAt ?? null;
    if (cancelledAt && joinedAt >= cancelledAt) continue;
    const id = textIdOf(24, plan.seed, 'waitlist-entry', b._id);
    const left = !upcoming && rng.chance(0.1);
    const outcome = upcoming ? 'waiting' : left ? 'left' : rng.chance(0.6) ? 'booked' : 'expired';
    const entry = {
      _id: id,
      userId: client.id,
      clientName: client.name,
      clientEmail: client.email,
      instructorId: b.instructorId,
      instructorName: b.instructorName,
      date: b.date,
      times: [b.time],
      sessionType: b.sessionType === 'extended' ? 'technique' : b.sessionType,
      location: b.location,
      joinedAt,
      status: outcome,
      listKey: `${joinedAt.toISOString()}|${id}`,
      createdAt: joinedAt,
    };
    const out = { entry, keys: [], offer: null, events: [], booking: null };
    // Only an entry still waiting holds its hour: a booked, expired or left one gave its key back.
    if (upcoming) out.keys.push({ _id: `${client.id}|${b.instructorId}|${b.date}|${b.time}`, entryId: id });
    if (outcome === 'booked' || outcome === 'expired') {
      const madeAt = cancelledAt;
      const bookingId = bookingIdOf(plan.seed, 'waitlist-offer', id);
      const expiresAt = new Date(madeAt.getTime() + OFFER_MINUTES * 60_000);
      out.offer = { _id: id, bookingId, userId: client.id, instructorId: b.instructorId, date: b.date, time: b.time, location: b.location, madeAt, expiresAt, state: outcome === 'booked' ? 'claimed' : 'expired' };
      const event = (kind, at) => ({ _id: `${id}:${kind}`, kind, at, instructorId: b.instructorId, location: b.location });
      out.events.push(event('made', madeAt));
      if (outcome === 'booked') {
        const claimedAt = new Date(madeAt.getTime() + 60_000 + rng.int((OFFER_MINUTES - 2) * 60_000));
        out.events.push(event('claimed', claimedAt));
        // The claim books the offered seat under the offer's booking id, for the waiting client.
        out.booking = storedBooking({
          ...b,
          _id: bookingId,
          clientName: client.name,
          clientEmail: client.email,
          sessionType: entry.sessionType,
          seatTimes: undefined,
          status: 'completed',
          paymentMethod: 'stripe',
          paymentStatus: 'paid',
          paidAt: claimedAt,
          confirmedAt: claimedAt,
          completedAt: new Date(b.startsAt.getTime() + HOUR),
          cancelledAt: undefined,
          cancelledBy: undefined,
          cancelReason: undefined,
          revision: 0,
          seatKey: bookingId,
          listKey: `${b.date}T${b.time}|${bookingId}`,
          createdAt: claimedAt,
          updatedAt: claimedAt,
        });
        for (const k of ['seatTimes', 'cancelledAt', 'cancelledBy', 'cancelReason']) delete out.booking[k];
      } else out.events.push(event('expired', expiresAt));
    }
    yield out;
  }
}

export const waitlist = {
  name: 'waitlist',
  seed: ({ plan, dbs, key }) =>
    once(dbs.booking, key('waitlist'), async () => {
      const db = dbs.booking;
      const all = [...waitlistOf(plan)];
      return {
        waitlistEntries: await insertAll(db.collection('waitlist_entries'), all.map((w) => w.entry)),
        waiting: await insertAll(db.collection('waitlist_keys'), all.flatMap((w) => w.keys)),
        offers: await insertAll(db.collection('waitlist_offers'), all.flatMap((w) => (w.offer ? [w.offer] : []))),
        offerEvents: await insertAll(db.collection('waitlist_events'), all.flatMap((w) => w.events)),
        claimedBookings: await insertAll(db.collection('bookings'), all.flatMap((w) => (w.booking ? [w.booking] : []))),
      };
    }),
};
