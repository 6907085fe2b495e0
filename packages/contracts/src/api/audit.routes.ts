import { z } from 'zod';
import { auditLogQuerySchema, storedAuditEntrySchema } from '../audit.schema';
import { pagedNote } from './paged-note';
import { defineRoute } from './route-contract';

/**
 * Mounted by the service kit in every service (like /healthz): each service keeps the audit entries
 * of the admin writes it served in its own database, and the auth service gathers them for admins.
 */
export const auditApi = {
  internalAuditLog: defineRoute({
    method: 'get',
    path: '/internal/audit-log',
    auth: 'internal',
    summary: "This service's audit entries, newest first (gathered by the auth service)",
    // Read by auth's internal client, which takes an older release's entries too (no sentence: auth derives one).
    description: pagedNote('newest first'),
    request: { query: auditLogQuerySchema },
    responses: { 200: z.array(storedAuditEntrySchema) },
  }),
};
