import type { AuditEntry, AuditLogResponse } from '@wsms/contracts';
import type { PageRequestOf } from '@wsms/service-kit';
import type { AuditLogRepository } from '../data-access/audit-log-repository';

/**
 * One page of the admins' audit log, newest first by list key (`<at>|<id>`), read from the auth
 * service's copy of every service's entries (each service sends its own as its writes complete, and
 * its relay sends again what could not be sent): one indexed read, whichever services are up.
 * `unavailable` stays in the answer's shape and is empty: a service that is down cannot hide entries
 * it sent, and one that cannot reach auth sends them when it can.
 */
export async function readAuditLog(log: AuditLogRepository, page: PageRequestOf): Promise<AuditLogResponse & { next?: string }> {
  const { items, next } = await log.list(page);
  return { entries: items, unavailable: [], next };
}

/** A service's entries (from its relay): kept, a completed version over a pending one. */
export async function storeAuditEntries(log: AuditLogRepository, entries: AuditEntry[]): Promise<void> {
  await log.store(entries);
}
