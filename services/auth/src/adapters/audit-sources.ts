import { z } from 'zod';
import { storedAuditEntrySchema, type AuditLogQuery, type StoredAuditEntry } from '@wsms/contracts';

export interface AuditSource {
  service: string;
  read: (query: AuditLogQuery) => Promise<StoredAuditEntry[]>;
}

/** Another service's audit entries, through the service kit's GET /internal/audit-log. */
export function httpAuditSource(service: string, baseUrl: string, internalSecret: string, timeoutMs = 3000): AuditSource {
  return {
    service,
    async read({ limit, before }) {
      const query = new URLSearchParams({ limit: String(limit), ...(before ? { before } : {}) });
      const res = await fetch(`${baseUrl}/internal/audit-log?${query}`, {
        headers: { 'x-internal-secret': internalSecret },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (res.status !== 200) throw new Error(`${service} answered ${res.status}`);
      return z.array(storedAuditEntrySchema).parse(await res.json());
    },
  };
}
