import type { Logger } from '@wsms/service-kit';
import type { Mailer } from '../../adapters/email/mailer';
import type { EmailQueueRepository, QueuedEmail } from '../../data-access/notifications/email-queue-repository';
import type { OutboxRepository } from '../../data-access/notifications/outbox-repository';
import type { Clock } from '../shared/clock';

export interface OutboxWorkerDeps {
  outbox: OutboxRepository;
  emailQueue: EmailQueueRepository;
  mailer: Mailer;
  clock: Clock;
  logger: Logger;
}

export const MAX_ATTEMPTS = 10;
/** Longer than any send can take (the SMTP adapter gives up after 20 s per step). */
const CLAIM_MS = 2 * 60_000;
/** A queue row this old without its outbox record was left by a crash between the two inserts. */
const ORPHAN_MS = 60_000;

/** 30 s, 1, 2, 4... minutes between attempts, at most an hour. */
export const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 60 * 60_000);

const plus = (at: Date, ms: number) => new Date(at.getTime() + ms);

/**
 * The attempt this instance may make, or null while another instance owns the e-mail. An attempt
 * is owned by whoever inserts its claim row first; a claim left by a crashed sender expires, and
 * the next attempt number is claimed instead (a crash mid-send may thus send twice, never zero times).
 */
async function claimNextAttempt(deps: OutboxWorkerDeps, row: QueuedEmail, now: Date) {
  for (let attempt = row.attempts + 1; attempt <= row.attempts + 5; attempt += 1) {
    if (await deps.emailQueue.tryClaim(row.id, attempt, plus(now, CLAIM_MS))) return attempt;
    const expiresAt = await deps.emailQueue.claimExpiry(row.id, attempt);
    if (expiresAt && expiresAt > now) return null;
  }
  return null;
}

/**
 * Drops a queue row whose e-mail was never written; if the e-mail appears meanwhile (queued again
 * after the crash that orphaned the row), the row is put back, so a stored e-mail is never left unqueued.
 */
async function dropOrphan(deps: OutboxWorkerDeps, id: string) {
  await deps.emailQueue.remove(id);
  const late = await deps.outbox.find(id);
  if (late && !late.sentAt && !late.failedAt) await deps.emailQueue.add(id, deps.clock.now());
}

async function deliver(deps: OutboxWorkerDeps, row: QueuedEmail) {
  const now = deps.clock.now();
  const email = await deps.outbox.find(row.id);
  if (!email) {
    if (row.queuedAt.getTime() < now.getTime() - ORPHAN_MS) await dropOrphan(deps, row.id);
    return 'skipped';
  }
  if (email.sentAt || email.failedAt) {
    await deps.emailQueue.remove(row.id);
    return 'skipped';
  }
  const attempt = await claimNextAttempt(deps, row, now);
  if (attempt === null) return 'skipped';
  // Another instance may have sent this e-mail, or finished this attempt, between our reads and our claim.
  const [fresh, queued] = await Promise.all([deps.outbox.find(row.id), deps.emailQueue.find(row.id)]);
  if (!fresh || fresh.sentAt || fresh.failedAt || !queued || queued.attempts >= attempt || queued.nextAttemptAt > now) {
    await deps.emailQueue.releaseClaim(row.id, attempt);
    return 'skipped';
  }
  try {
    await deps.mailer.send(fresh);
    await deps.outbox.markSent(row.id, attempt, deps.clock.now());
    await deps.emailQueue.remove(row.id);
    await deps.emailQueue.releaseClaim(row.id, attempt);
    return 'sent';
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err);
    const givingUp = attempt >= MAX_ATTEMPTS;
    deps.logger.warn({ err, emailId: row.id, attempt, givingUp }, 'e-mail not sent');
    await deps.outbox.markFailedAttempt(row.id, attempt, error.slice(0, 500), givingUp ? deps.clock.now() : undefined);
    if (givingUp) await deps.emailQueue.remove(row.id);
    else await deps.emailQueue.reschedule(row.id, attempt, plus(deps.clock.now(), retryDelayMs(attempt)));
    await deps.emailQueue.releaseClaim(row.id, attempt);
    return 'failed';
  }
}

/** One pass over the e-mails that are due; safe to run on every instance at once. */
export async function sendDueEmails(deps: OutboxWorkerDeps, limit = 50) {
  const rows = await deps.emailQueue.listDue(deps.clock.now(), limit);
  const counts = { sent: 0, failed: 0, skipped: 0 };
  for (const row of rows) counts[await deliver(deps, row)] += 1;
  return counts;
}
