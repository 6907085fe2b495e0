// Area "messages": a short thread (the client asks, the instructor answers) on one session in eight
// (booking service).
import { mongo } from 'mongoose';
import { bookingsOf } from './bookings-plan.mjs';
import { objectIdAt, stream } from './random.mjs';
import { insertAll, once } from './write.mjs';

const { ObjectId } = mongo;

function* messagesOf(plan) {
  for (const b of bookingsOf(plan)) {
    const rng = stream(plan.seed, 'thread', b._id);
    if (!rng.chance(0.125)) continue;
    const asked = new Date(b.createdAt.getTime() + 3_600_000 + rng.int(86_400_000));
    const answered = new Date(asked.getTime() + 600_000 + rng.int(14_400_000));
    const thread = [
      { at: asked, fromInstructor: false, text: 'Anything I should bring to the session?' },
      { at: answered, fromInstructor: true, text: 'Water, trainers, and any notes from your physio.' },
    ];
    for (const [n, m] of thread.entries()) {
      const id = objectIdAt(m.at, plan.seed, 'message', b._id, n);
      yield {
        _id: new ObjectId(id),
        bookingId: b._id,
        instructorId: b.instructorId,
        clientEmail: b.clientEmail,
        message: m.text,
        isFromInstructor: m.fromInstructor,
        isRead: true,
        createdAt: m.at,
        listKey: `${m.at.toISOString()}|${id}`,
      };
    }
  }
}

export const messages = {
  name: 'messages',
  seed: ({ plan, dbs, key }) =>
    once(dbs.booking, key('messages'), async () => ({ sessionMessages: await insertAll(dbs.booking.collection('session_messages'), messagesOf(plan)) })),
};
