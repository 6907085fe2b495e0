import type { BookingRepository, StoredBooking } from '../../data-access/shared/booking-repository';
import type { ReminderRepository } from '../../data-access/notifications/reminder-repository';
import { addMinutes } from '../shared/business-time';
import type { SessionEmailDeps } from './confirmation-emails';
import { queueReminderEmail } from './session-emails';

export interface ReminderDeps extends SessionEmailDeps {
  bookings: BookingRepository;
  reminders: ReminderRepository;
  /** The reminder goes this many hours before each confirmed session. */
  reminderHours: number;
}

/** A claim this old whose booking was never marked reminded was left by a crash between claim and queue. */
const STALE_CLAIM_MS = 2 * 60_000;

/** A session confirmed or moved when already inside the reminder window has just been e-mailed about. */
const lateToRemind = (deps: Pick<ReminderDeps, 'reminderHours'>, b: StoredBooking) =>
  (b.rescheduledAt ?? b.confirmedAt ?? b.createdAt) > addMinutes(b.startsAt!, -deps.reminderHours * 60);

/**
 * One pass of the reminder job, safe on every instance at once: a session's reminder (per
 * revision, so a moved session is reminded of its new time) is claimed by inserting its row;
 * only the instance whose insert succeeded queues the e-mail, which has a fixed id.
 */
export async function sendDueReminders(deps: ReminderDeps) {
  const now = deps.clock.now();
  const due = await deps.bookings.listConfirmedStarting(now, addMinutes(now, deps.reminderHours * 60));
  let queued = 0;
  for (const booking of due) {
    const revision = booking.revision ?? 0;
    if (booking.reminderRevision === revision || !booking.startsAt || lateToRemind(deps, booking)) continue;
    if (!(await deps.reminders.claim(booking.id, revision, now))) {
      const claimedAt = await deps.reminders.claimedAt(booking.id, revision);
      if (!claimedAt || claimedAt.getTime() > now.getTime() - STALE_CLAIM_MS) continue;
    }
    await queueReminderEmail(deps, booking);
    await deps.bookings.update(booking.id, { reminderRevision: revision });
    queued += 1;
  }
  return queued;
}
