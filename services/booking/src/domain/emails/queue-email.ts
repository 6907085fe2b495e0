import { randomUUID } from 'node:crypto';
import type { BookingDeps } from '../booking-deps';

export interface NewEmail {
  /** Fixed ids make queueing idempotent (a booking's confirmation is one e-mail however often it is queued). */
  id?: string;
  to: string;
  subject: string;
  text: string;
  kind: string;
  bookingId?: string;
}

type QueueDeps = Pick<BookingDeps, 'outbox' | 'emailQueue' | 'clock' | 'mailFrom' | 'wakeOutbox'>;

/** Stores the e-mail durably and queues it; the outbox worker sends it (with retries) after this returns. */
export async function queueEmail(deps: QueueDeps, email: NewEmail) {
  const id = email.id ?? randomUUID();
  const existing = email.id ? await deps.outbox.find(id) : null;
  if (existing?.sentAt || existing?.failedAt) return id;
  await deps.emailQueue.add(id, deps.clock.now());
  if (!existing) {
    const { id: _id, ...content } = email;
    await deps.outbox.add({ _id: id, from: deps.mailFrom, ...content });
    // A worker may have taken an older row of this id (left by a crash) for an orphan and dropped it
    // while the e-mail was being written: make sure the stored e-mail is queued.
    await deps.emailQueue.add(id, deps.clock.now());
  }
  deps.wakeOutbox();
  return id;
}
