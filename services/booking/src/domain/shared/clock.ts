/** Injected into use-cases so tests can move time (hold expiry, minimum notice, daylight saving). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
