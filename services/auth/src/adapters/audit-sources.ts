import type { StoredAuditEntry } from '@wsms/contracts';
import { auditListKey, encodeCursor, type Page, type PageRequestOf } from '@wsms/service-kit';
import { callInternal, DEFAULT_INTERNAL_TIMEOUT_MS, everyServiceInternalRoutes } from '@wsms/service-kit/internal-client';

export interface AuditSource {
  service: string;
  /** One page of the service's entries, newest first, after the merged log's cursor. */
  read: (page: PageRequestOf) => Promise<Page<StoredAuditEntry>>;
}

/** Another service's audit entries, through the service kit's GET /internal/audit-log. */
export function httpAuditSource(service: string, baseUrl: string, internalSecret: string, timeoutMs = DEFAULT_INTERNAL_TIMEOUT_MS): AuditSource {
  return {
    service,
    async read({ limit, after }) {
      const query = { limit, ...(after ? { cursor: encodeCursor(after) } : {}) };
      const { body: items, headers } = await callInternal(everyServiceInternalRoutes.internalAuditLog, { baseUrl, secret: internalSecret, timeoutMs }, { query });
      const last = items.at(-1);
      // A next link says the service holds more past its last entry.
      return { items, next: headers.get('link') && last ? auditListKey(last) : undefined };
    },
  };
}
