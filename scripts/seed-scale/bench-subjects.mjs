// Who the five-years bench signs in as for the new areas' lists, found from the seed alone: the
// client with the most waitlist entries, coach01's (a clinician's) client with the most chart notes, and
// the client with the most credits.
import { bookingsOf } from './bookings-plan.mjs';
import { creditsOf } from './credits-plan.mjs';
import { isClinician } from './clinical.mjs';
import { makePlan } from './plan.mjs';
import { waitlistOf } from './waitlist.mjs';

const most = (counts) => [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0];

export function benchSubjects({ seed = 'wsms-scale-1', years, asOf = '2026-11-23' }) {
  const plan = makePlan({ seed, years, asOf });
  const byId = new Map(plan.clients.map((c) => [c.id, c]));
  const waiting = new Map();
  for (const { entry } of waitlistOf(plan)) waiting.set(entry.userId, (waiting.get(entry.userId) ?? 0) + 1);
  const seen = new Map();
  const clinician = plan.instructors[0];
  if (!isClinician(clinician)) throw new Error('coach01 is expected to be a clinician');
  for (const b of bookingsOf(plan)) {
    if (b.instructor === clinician && b.status === 'completed' && b.sessionType === 'rehabilitation') seen.set(b.client.id, (seen.get(b.client.id) ?? 0) + 1);
  }
  const owned = new Map();
  for (const credit of creditsOf(plan).credits) owned.set(credit.ownerId, (owned.get(credit.ownerId) ?? 0) + 1);
  const subject = (id) => (id ? { id, username: byId.get(id).username } : null);
  return { waitlistClient: subject(most(waiting)), clinicalClient: subject(most(seen)), creditsClient: subject(most(owned)) };
}
