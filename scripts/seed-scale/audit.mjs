// Area "audit": 5,000 audit entries over five years, as the services write them for admin and staff
// writes: session status changes (booking service) and role changes (auth service).
import { mongo } from 'mongoose';
import { objectIdAt, stream } from './random.mjs';
import { insertAll, once } from './write.mjs';

const { ObjectId } = mongo;
export const AUDIT_ENTRIES = 5000;
const ADMIN = { id: '000000000000000000000001', username: 'admin', name: 'Site Admin', role: 'admin' };

function entriesOf(plan, service) {
  const end = new Date(`${plan.asOf}T12:00:00Z`).getTime();
  const span = 5 * 365 * 86_400_000;
  const start = new Date(`${plan.first}T12:00:00Z`).getTime();
  const out = [];
  for (let i = 0; i < AUDIT_ENTRIES; i += 1) {
    const rng = stream(plan.seed, 'audit', i);
    const inBooking = rng.chance(0.8);
    if ((service === 'booking') !== inBooking) continue;
    const at = new Date(end - span + Math.floor((i / AUDIT_ENTRIES) * span) + rng.int(3_600_000));
    if (at.getTime() < start) continue;
    const id = objectIdAt(at, plan.seed, 'audit', i);
    const client = rng.pick(plan.clients);
    const instructor = rng.pick(plan.instructors);
    const common = { _id: new ObjectId(id), at, service, actor: ADMIN, status: 200, outcome: 'succeeded', listKey: `${at.toISOString()}|${id}`, relayed: false };
    out.push(
      inBooking
        ? {
            ...common,
            action: "Set a booking's status",
            phrase: { verb: 'mark', what: `the session of ${client.name} with ${instructor.name} as completed` },
            method: 'PUT',
            path: `/api/bookings/seed-${i}/status`,
            target: `seed-${i}`,
            changes: { status: 'completed' },
          }
        : {
            ...common,
            action: "Change a user's role",
            phrase: { verb: 'change', what: `role of ${client.username} to user` },
            method: 'PUT',
            path: `/api/admin/users/${client.id}/role`,
            target: client.id,
            changes: { role: 'user' },
          },
    );
  }
  return out;
}

export const audit = {
  name: 'audit',
  async seed({ plan, dbs, key }) {
    const booking = await once(dbs.booking, key('audit'), async () => ({ bookingAuditEntries: await insertAll(dbs.booking.collection('audit_log'), entriesOf(plan, 'booking')) }));
    const auth = await once(dbs.auth, key('audit'), async () => ({ authAuditEntries: await insertAll(dbs.auth.collection('audit_log'), entriesOf(plan, 'auth')) }));
    return { ...booking, ...auth };
  },
};
