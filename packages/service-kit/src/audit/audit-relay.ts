import type { AuditEntry } from '@wsms/contracts';
import { internalClient } from '../internal-client';
import type { Logger } from '../logger';
import type { AuditSink, AuditTrail } from './audit-trail';

/** Entries a round sends at once (one request to auth, a few writes there). */
const BATCH = 50;

/** The auth service's copy of every service's entries, through its PUT /internal/audit-entries (idempotent, so retried). */
export function httpAuditSink(authUrl: string, internalSecret: string, timeoutMs = 5000): AuditSink {
  const auth = internalClient('auth', { baseUrl: authUrl, secret: internalSecret, timeoutMs });
  return async (entries: AuditEntry[]) => {
    await auth.storeAuditEntries({ body: { entries } });
  };
}

/**
 * Sends what the trail holds unrelayed (sent at once when each write completes; this catches what
 * could not be sent then, entries written before the relay, and entries left pending), oldest first,
 * every `intervalMs`, on every instance: the auth service takes each version of an entry once, so two
 * instances sending the same entries change nothing.
 */
export function startAuditRelay(trail: AuditTrail, logger: Logger, intervalMs: number) {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let round: Promise<void> = Promise.resolve();

  async function drain() {
    for (;;) {
      const due = await trail.unrelayed(BATCH);
      if (due.length === 0) return;
      await trail.relay(due);
      if (due.length < BATCH) return;
    }
  }
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      round = drain()
        .catch((err: unknown) => logger.warn({ err }, 'audit entries not relayed yet (retried)'))
        .finally(schedule);
    }, intervalMs);
    timer.unref();
  };
  if (trail.relaying()) {
    round = drain().catch((err: unknown) => logger.warn({ err }, 'audit entries not relayed yet (retried)'));
    void round.finally(schedule);
  }
  return {
    /** Sends what is due now (a test's way to skip the wait). */
    drain,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await round;
    },
  };
}
