// Area "outbox": the e-mails the business sent, one booking in four (confirmations and reminders),
// all sent (booking service's durable outbox).
import { bookingsOf } from './bookings-plan.mjs';
import { stream } from './random.mjs';
import { insertAll, once } from './write.mjs';

function* emailsOf(plan) {
  for (const b of bookingsOf(plan)) {
    const rng = stream(plan.seed, 'email', b._id);
    if (!rng.chance(0.25)) continue;
    const reminder = b.date < plan.asOf && rng.chance(0.4);
    const createdAt = reminder ? new Date(b.startsAt.getTime() - 86_400_000) : new Date(b.createdAt.getTime() + 2000);
    const id = `seed-${reminder ? 'reminder' : 'confirmation'}-${b._id}`;
    yield {
      _id: id,
      to: b.clientEmail,
      from: 'bookings@wheresciencemeetssport.com',
      subject: reminder ? 'Reminder: your session tomorrow' : 'Your session is booked',
      text: `Hello ${b.clientName},\n\nSession ${b._id} with ${b.instructorName} on ${b.date} at ${b.time}.\n`,
      kind: reminder ? 'booking-reminder' : 'booking-confirmation',
      bookingId: b._id,
      sentAt: new Date(createdAt.getTime() + 30_000),
      attempts: 1,
      createdAt,
      listKey: `${createdAt.toISOString()}|${id}`,
    };
  }
}

export const outbox = {
  name: 'outbox',
  seed: ({ plan, dbs, key }) => once(dbs.booking, key('outbox'), async () => ({ outboxEmails: await insertAll(dbs.booking.collection('email_outbox'), emailsOf(plan)) })),
};
