// The people and places every area module shares, derived from the seed alone (nothing is read back).
import { addDays } from '@wsms/contracts/dates';
import { bookingLocations, locationValue } from '@wsms/contracts/vocabulary';
import { objectIdAt, stream } from './random.mjs';

export const INSTRUCTORS = 20;
export const CLIENTS = 10_000;
/** Every seeded account signs in with this password (bcrypt-hashed once per run). */
export const SEED_PASSWORD = 'scale-seed-123';

const FIRST = ['Avery', 'Jordan', 'Riley', 'Casey', 'Morgan', 'Taylor', 'Quinn', 'Reese', 'Jamie', 'Drew', 'Skyler', 'Rowan', 'Harper', 'Emerson', 'Finley', 'Logan', 'Parker', 'Sage', 'Dakota', 'Blake'];
const LAST = ['Silva', 'Nguyen', 'Okafor', 'Kowalski', 'Haddad', 'Moreau', 'Tanaka', 'Lindqvist', 'Castillo', 'Brennan', 'Petrov', 'Adeyemi', 'Fischer', 'Romano', 'Delgado', 'Sato', 'Murphy', 'Novak', 'Mensah', 'Larsen'];

/**
 * The dataset's shape for `years` of history ending at `asOf` (a Monday): its first day, and the
 * instructors and clients with their ids. Instructor i works at location i % 6 (and the next one on
 * Saturdays), so the six gyms have three or four each.
 */
export function makePlan({ seed, years, asOf, instructorCount = INSTRUCTORS, clientCount = CLIENTS, tag = '' }) {
  const domain = `${tag ? `${tag}.` : ''}scale.wsms.test`;
  // Untagged, the ids are those of the plain dataset; a tag gives its own.
  const t = tag ? [tag] : [];
  const first = addDays(asOf, -Math.round(years * 365.25));
  const historyStart = new Date(`${addDays(asOf, -Math.round(5 * 365.25) - 30)}T12:00:00Z`);
  const instructors = Array.from({ length: instructorCount }, (_, i) => {
    const rng = stream(seed, ...t, 'instructor', i);
    const name = `${FIRST[i]} ${LAST[(i * 7) % LAST.length]}`;
    const home = bookingLocations[i % bookingLocations.length];
    const second = bookingLocations[(i + 1) % bookingLocations.length];
    const createdAt = new Date(historyStart.getTime() - (i + 1) * 86_400_000);
    return {
      index: i,
      id: objectIdAt(createdAt, seed, ...t, 'instructor', i),
      staffUserId: objectIdAt(createdAt, seed, ...t, 'staff-user', i),
      name,
      email: `coach${String(i + 1).padStart(2, '0')}@${domain}`,
      username: `${tag}coach${String(i + 1).padStart(2, '0')}`,
      home,
      second,
      locations: [home, second],
      hourlyRateCents: 7500 + 500 * rng.int(6),
      createdAt,
    };
  });
  const clients = Array.from({ length: clientCount }, (_, i) => {
    const rng = stream(seed, ...t, 'client', i);
    const firstName = rng.pick(FIRST);
    const lastName = rng.pick(LAST);
    // Accounts open across the five years, a few before: older accounts book more of the history.
    const createdAt = new Date(historyStart.getTime() + Math.floor((i / clientCount) * 5 * 365 * 86_400_000) + rng.int(86_400_000));
    const number = String(i + 1).padStart(5, '0');
    return {
      index: i,
      id: objectIdAt(createdAt, seed, ...t, 'client', i),
      firstName,
      lastName,
      name: `${firstName} ${lastName}`,
      username: `${tag}client${number}`,
      email: `client${number}@${domain}`,
      createdAt,
    };
  });
  // The seed string of every other area: a tagged dataset (an e2e's) gets ids of its own.
  return { seed: tag ? `${seed}:${tag}` : seed, years, asOf, first, instructors, clients, locationValue };
}
