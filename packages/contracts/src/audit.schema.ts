import { z } from 'zod';
import { pageQueryShape } from './page.schema';
import { roleSchema } from './auth.schema';

/** pending: written before the change ran (the process stopped before the outcome was recorded). */
export const auditOutcomes = ['pending', 'succeeded', 'failed'] as const;
export type AuditOutcome = (typeof auditOutcomes)[number];

/** One text per changed field: values written out and cut short, lists as their items joined, secrets never kept. */
export const auditChangeValueSchema = z.string();

/** The verbs of the audit log's sentences: what was done, and the words for an attempt that was refused. */
export const auditVerbs = {
  add: ['Added', 'add'],
  apply: ['Applied', 'apply'],
  approve: ['Approved', 'approve'],
  book: ['Booked', 'book'],
  change: ['Changed', 'change'],
  delete: ['Deleted', 'delete'],
  hide: ['Hid', 'hide'],
  list: ['Listed', 'list'],
  make: ['Made', 'make'],
  mark: ['Marked', 'mark'],
  publish: ['Published', 'publish'],
  record: ['Recorded', 'record'],
  save: ['Saved', 'save'],
  sign: ['Signed', 'sign'],
  turnOff: ['Turned off', 'turn off'],
  upload: ['Uploaded', 'upload'],
  waive: ['Waived', 'waive'],
  write: ['Wrote', 'write'],
} as const satisfies Record<string, readonly [done: string, tried: string]>;
export type AuditVerb = keyof typeof auditVerbs;

/** What a write did to what, without secrets or free text: `{ verb: 'approve', what: 'testimonial by Olivia G.' }`. */
export interface AuditPhrase {
  verb: AuditVerb;
  what: string;
}

/** "Approved testimonial by Olivia G." once done; "Tried to approve testimonial by Olivia G." when refused or not recorded. */
export function describeAudit({ verb, what }: AuditPhrase, outcome: AuditOutcome): string {
  const [done, tried] = auditVerbs[verb];
  return outcome === 'succeeded' ? `${done} ${what}` : `Tried to ${tried} ${what}`;
}

/** Who did what, when, to which record, with what result: one admin write in one service. */
export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  service: z.string(),
  actor: z.object({ id: z.string(), username: z.string(), name: z.string(), role: roleSchema }),
  /** The sentence the log shows: "Approved testimonial by Olivia G.", "Changed role of jdoe to staff". */
  description: z.string(),
  /** The route's summary (what the call does in general). */
  action: z.string(),
  method: z.string(),
  path: z.string(),
  target: z.string().nullable(),
  changes: z.record(z.string(), auditChangeValueSchema),
  status: z.number().int().nullable(),
  outcome: z.enum(auditOutcomes),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** A service's entries as it sends them to auth: a service on an older release sends no description (auth derives one). */
export const storedAuditEntrySchema = auditEntrySchema.extend({ description: z.string().optional() });
export type StoredAuditEntry = z.infer<typeof storedAuditEntrySchema>;

/**
 * Newest first, paged as every list is (`?limit=` 1-200, default 50; the cursor from `Link: rel="next"`).
 * The order is each entry's list key, `<at ISO>|<id>`: unique across services, so one cursor pages
 * the merged log and every service's own.
 */
export const auditLogQuerySchema = z.strictObject(pageQueryShape);
export type AuditLogQuery = z.output<typeof auditLogQuerySchema>;

/** A service's entries for the admins' audit log, sent to the auth service (a completed entry replaces its pending version, never the reverse). */
export const auditDeliverySchema = z.strictObject({ entries: z.array(auditEntrySchema).min(1).max(200) });
export type AuditDelivery = z.infer<typeof auditDeliverySchema>;

/** `unavailable` names services whose entries could not be read this time (never silently left out). */
export const auditLogResponseSchema = z.object({
  entries: z.array(auditEntrySchema),
  unavailable: z.array(z.string()),
});
export type AuditLogResponse = z.infer<typeof auditLogResponseSchema>;
