import type { AuditEntry, AuditLogResponse, StoredAuditEntry } from '@wsms/contracts';
import { auditListKey, type Logger, type PageRequestOf } from '@wsms/service-kit';
import type { AuditSource } from '../adapters/audit-sources';

/** Newest first by list key (`<at>|<id>`), the order every service pages its own entries in. */
const newestFirst = (a: AuditEntry, b: AuditEntry) => auditListKey(b).localeCompare(auditListKey(a));

/** A service on an older release sends no sentence: its route summary stands in, never the method and path. */
const withDescription = (entry: StoredAuditEntry): AuditEntry => ({ ...entry, description: entry.description ?? entry.action });

/**
 * Every service keeps the audit entries of the admin writes it served; this reads one page of each
 * after the same cursor and merges them: the page is the newest `limit` of those, and more remain
 * when entries were left over or a service had more. A service that cannot be read is named in
 * `unavailable`, never left out quietly.
 */
export async function gatherAuditLog(sources: AuditSource[], page: PageRequestOf, logger: Logger): Promise<AuditLogResponse & { next?: string }> {
  const results = await Promise.allSettled(sources.map((source) => source.read(page)));
  const unavailable: string[] = [];
  const entries: AuditEntry[] = [];
  let sourceHasMore = false;
  results.forEach((result, index) => {
    if (result.status === 'fulfilled') {
      entries.push(...result.value.items.map(withDescription));
      sourceHasMore ||= result.value.next !== undefined;
    } else {
      unavailable.push(sources[index]!.service);
      logger.warn({ err: result.reason, service: sources[index]!.service }, 'audit entries could not be read');
    }
  });
  const shown = entries.sort(newestFirst).slice(0, page.limit);
  const last = shown.at(-1);
  const more = entries.length > page.limit || sourceHasMore;
  return { entries: shown, unavailable, next: more && last ? auditListKey(last) : undefined };
}
