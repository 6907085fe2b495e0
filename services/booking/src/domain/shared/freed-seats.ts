import type { Logger } from '@wsms/service-kit';

/** One hour of an instructor's day in which a seat has just become free. */
export interface FreedSeat {
  instructorId: string;
  date: string;
  time: string;
}

/**
 * Where every freed seat is announced (the waitlist offers it to the next in line). Wired in the
 * composition root, so the sub-domains that free seats never import the one that fills them.
 * Both are safe to call twice: the offer takes the seat by the same unique insert as a checkout.
 */
export interface FreedSeatsPort {
  seatFreed(seat: FreedSeat): Promise<void>;
  /** Slots were added or their capacity raised: any hour of this instructor may have room now. */
  seatsAdded(instructorId: string): Promise<void>;
}

export interface FreedSeatsDeps {
  freedSeats: FreedSeatsPort;
  logger: Logger;
}

/** Announces each hour once; a failure is logged, never undoes the release (the waitlist sweep looks again). */
export async function announceFreed(deps: FreedSeatsDeps, seats: readonly FreedSeat[]) {
  const unique = new Map(seats.map((s) => [`${s.instructorId}|${s.date}|${s.time}`, s] as const));
  for (const seat of unique.values()) {
    await deps.freedSeats.seatFreed(seat).catch((err: unknown) => deps.logger.warn({ err, seat }, 'could not offer a freed seat to the waitlist'));
  }
}

export async function announceAdded(deps: FreedSeatsDeps, instructorId: string) {
  await deps.freedSeats.seatsAdded(instructorId).catch((err: unknown) => deps.logger.warn({ err, instructorId }, 'could not offer new seats to the waitlist'));
}
