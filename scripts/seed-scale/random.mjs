// Everything the scale seed writes is derived from a seed string: the same run writes the same
// documents with the same ids, so a second run (or one after an interruption) adds nothing.
import { createHash } from 'node:crypto';

const digest = (...parts) => createHash('sha256').update(parts.join('|')).digest();

/** A pseudo-random generator (mulberry32) for one named stream: `stream(seed, 'bookings', day)`. */
export function stream(...parts) {
  let a = digest(...parts).readUInt32LE(0);
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** A whole number from 0 to n - 1. */
    int: (n) => Math.floor(next() * n),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (p) => next() < p,
  };
}

/**
 * A deterministic ObjectId (24 hex) whose first four bytes are `at` in seconds, as a real one's are:
 * ids of one list sort by the time their row was made.
 */
export function objectIdAt(at, ...parts) {
  const seconds = Math.max(0, Math.floor(at.getTime() / 1000));
  return seconds.toString(16).padStart(8, '0') + digest(...parts).toString('hex').slice(0, 16);
}

/** A deterministic booking id (32 url-safe characters, like the service's random ones). */
export const bookingIdOf = (...parts) => digest('booking', ...parts).toString('base64url').slice(0, 32);

/** A deterministic url-safe id of `length` characters (the services' random ids: 24 for a purchase). */
export const textIdOf = (length, ...parts) => digest('text-id', ...parts).toString('base64url').slice(0, length);
