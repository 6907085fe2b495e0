import { randomUUID } from 'node:crypto';
import type { EmailQueueRepository } from '../../data-access/notifications/email-queue-repository';
import type { OutboxRepository } from '../../data-access/notifications/outbox-repository';
import type { Clock } from '../shared/clock';

export interface NewEmail {
  /** Fixed ids make queueing idempotent (a booking's confirmation is one e-mail however often it is queued). */
  id?: string;
  to: string;
  subject: string;
  text: string;
  kind: string;
  bookingId?: string;
}

export interface QueueEmailDeps {
  outbox: OutboxRepository;
  emailQueue: EmailQueueRepository;
  clock: Clock;
  mailFrom: string;
  /** Asks the outbox worker to look at the queue now rather than at its next poll. */
  wakeOutbox: () => void;
}

/** Stores the e-mail durably and queues it; the outbox worker sends it (with retries) after this returns. */
export async function queueEmail(deps: QueueEmailDeps, email: NewEmail) {
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
