import type { AuditEntry, AuditLogQuery, AuditLogResponse, StoredAuditEntry } from '@wsms/contracts';
import type { Logger } from '@wsms/service-kit';
import type { AuditSource } from '../adapters/audit-sources';

const newestFirst = (a: AuditEntry, b: AuditEntry) => b.at.localeCompare(a.at) || b.id.localeCompare(a.id);

/** A service on an older release sends no sentence: its route summary stands in, never the method and path. */
const withDescription = (entry: StoredAuditEntry): AuditEntry => ({ ...entry, description: entry.description ?? entry.action });

/**
 * Every service keeps the audit entries of the admin writes it served; this reads the newest of
 * each and merges them. A service that cannot be read is named in `unavailable`, never left out quietly.
 */
export async function gatherAuditLog(sources: AuditSource[], query: AuditLogQuery, logger: Logger): Promise<AuditLogResponse> {
  const results = await Promise.allSettled(sources.map((source) => source.read(query)));
  const unavailable: string[] = [];
  const entries: AuditEntry[] = [];
  results.forEach((result, index) => {
    if (result.status === 'fulfilled') entries.push(...result.value.map(withDescription));
    else {
      unavailable.push(sources[index]!.service);
      logger.warn({ err: result.reason, service: sources[index]!.service }, 'audit entries could not be read');
    }
  });
  return { entries: entries.sort(newestFirst).slice(0, query.limit), unavailable };
}
