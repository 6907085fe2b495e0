import { z } from 'zod';
import { storedAuditEntrySchema, type StoredAuditEntry } from '@wsms/contracts';
import { auditListKey, encodeCursor, type Page, type PageRequestOf } from '@wsms/service-kit';

export interface AuditSource {
  service: string;
  /** One page of the service's entries, newest first, after the merged log's cursor. */
  read: (page: PageRequestOf) => Promise<Page<StoredAuditEntry>>;
}

/** Another service's audit entries, through the service kit's GET /internal/audit-log. */
export function httpAuditSource(service: string, baseUrl: string, internalSecret: string, timeoutMs = 3000): AuditSource {
  return {
    service,
    async read({ limit, after }) {
      const query = new URLSearchParams({ limit: String(limit), ...(after ? { cursor: encodeCursor(after) } : {}) });
      const res = await fetch(`${baseUrl}/internal/audit-log?${query}`, {
        headers: { 'x-internal-secret': internalSecret },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (res.status !== 200) throw new Error(`${service} answered ${res.status}`);
      const items = z.array(storedAuditEntrySchema).parse(await res.json());
      const last = items.at(-1);
      // A next link says the service holds more past its last entry.
      return { items, next: res.headers.get('link') && last ? auditListKey(last) : undefined };
    },
  };
}
