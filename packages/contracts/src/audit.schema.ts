import { z } from 'zod';
import { roleSchema } from './auth.schema';

/** pending: written before the change ran (the process stopped before the outcome was recorded). */
export const auditOutcomes = ['pending', 'succeeded', 'failed'] as const;
export type AuditOutcome = (typeof auditOutcomes)[number];

/** One text per changed field: values written out and cut short, lists as their items joined, secrets never kept. */
export const auditChangeValueSchema = z.string();

/** Who did what, when, to which record, with what result: one admin write in one service. */
export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  service: z.string(),
  actor: z.object({ id: z.string(), username: z.string(), name: z.string(), role: roleSchema }),
  action: z.string(),
  method: z.string(),
  path: z.string(),
  target: z.string().nullable(),
  changes: z.record(z.string(), auditChangeValueSchema),
  status: z.number().int().nullable(),
  outcome: z.enum(auditOutcomes),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const AUDIT_PAGE_MAX = 200;

/** Newest first; `before` pages back from the oldest entry already shown. */
export const auditLogQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_MAX).default(50),
  before: z.iso.datetime({ error: 'before must be an ISO date-time' }).optional(),
});
export type AuditLogQuery = z.output<typeof auditLogQuerySchema>;

/** `unavailable` names services whose entries could not be read this time (never silently left out). */
export const auditLogResponseSchema = z.object({
  entries: z.array(auditEntrySchema),
  unavailable: z.array(z.string()),
});
export type AuditLogResponse = z.infer<typeof auditLogResponseSchema>;
