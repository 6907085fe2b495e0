import { z } from 'zod';

/**
 * A histogram's counts as Prometheus keeps them: per upper bound `le` (finite bounds only, ascending),
 * how many observations were at most that; `count` is every observation (the +Inf bucket).
 */
export const histogramCountsSchema = z.strictObject({
  buckets: z.array(z.strictObject({ le: z.number(), count: z.number().min(0) })).max(64),
  count: z.number().min(0),
});
export type HistogramCounts = z.infer<typeof histogramCountsSchema>;

export const backupResultSchema = z.strictObject({
  at: z.iso.datetime(),
  sizeBytes: z.number().int().min(0),
  ok: z.boolean(),
});
export type BackupResultView = z.infer<typeof backupResultSchema>;

/** What a service adds to its summary from its own metrics or database (each only where it applies). */
export const systemFiguresSchema = z.strictObject({
  outbox: z.strictObject({ pending: z.number().min(0), oldestAgeS: z.number().min(0) }).optional(),
  feedLagS: z.number().min(0).optional(),
  /** Since the instance started: summed over the instances, then the 75th percentile is estimated. */
  vitals: z.strictObject({ lcp: histogramCountsSchema, inp: histogramCountsSchema, cls: histogramCountsSchema }).optional(),
  /** null: no backup recorded yet. */
  lastBackup: backupResultSchema.nullable().optional(),
  /** BACKUP_EVERY_HOURS of the stack's own backups; null when it takes none. */
  backupEveryHours: z.number().positive().nullable().optional(),
});
export type SystemFigures = z.infer<typeof systemFiguresSchema>;

/**
 * One instance's own figures from its prom-client registry: its requests, 5xx answers and latency
 * counts over the last `windowS` seconds (about a minute; shorter just after it started).
 */
export const instanceSummarySchema = z.strictObject({
  service: z.string(),
  version: z.string(),
  uptimeS: z.number().min(0),
  windowS: z.number().min(0),
  requests: z.number().min(0),
  errors: z.number().min(0),
  latency: histogramCountsSchema,
  figures: systemFiguresSchema,
});
export type InstanceSummary = z.infer<typeof instanceSummarySchema>;

const instanceStatusSchema = z.strictObject({
  url: z.string(),
  up: z.boolean(),
  /** null when the instance did not answer. */
  version: z.string().nullable(),
  uptimeS: z.number().min(0).nullable(),
});

/** GET /api/admin/system: every service and its instances, and the business figures, for the System tab. */
export const adminSystemSchema = z.strictObject({
  services: z.array(
    z.strictObject({
      name: z.string(),
      instances: z.array(instanceStatusSchema),
      /** Over the instances that answered; null when none did or no request came in the window. */
      requestsPerMin: z.number().min(0).nullable(),
      /** 5xx answers / requests (0..1). */
      errorRate: z.number().min(0).max(1).nullable(),
      p95Ms: z.number().min(0).nullable(),
    }),
  ),
  /** null: no booking instance answered. */
  outbox: z.strictObject({ pending: z.number().min(0), oldestAgeS: z.number().min(0) }).nullable(),
  feedLagS: z.number().min(0).nullable(),
  /** 75th percentiles of real visits since the content instances started; null: no report yet. */
  vitals: z.strictObject({ lcpP75Ms: z.number().min(0).nullable(), inpP75Ms: z.number().min(0).nullable(), clsP75: z.number().min(0).nullable() }),
  /**
   * `last` is null before the first backup, `everyHours` when the stack takes none itself; the whole is
   * null when no auth instance answered.
   */
  backups: z.strictObject({ last: backupResultSchema.nullable(), everyHours: z.number().positive().nullable() }).nullable(),
  /** When the gateway put this answer together. */
  at: z.iso.datetime(),
});
export type AdminSystem = z.infer<typeof adminSystemSchema>;
export type ServiceStatus = AdminSystem['services'][number];
