import { z } from 'zod';
import { calendarDateSchema } from './availability.schema';
import { addMonths, isCalendarDate } from './dates';
import { bookingLocationValues } from './vocabulary';

/** The longest range a summary or a series answers: `from` and `to` at most three years apart. */
export const reportMaxYears = 3;
/** A CSV export may cover the whole of five years' history (it streams). */
export const reportExportMaxYears = 5;
export const reportMessages = {
  rangeOrder: '`from` must be on or before `to`',
  rangeTooLong: (years: number) => `The range may span at most ${years} years`,
} as const;

const locationFilter = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => bookingLocationValues.includes(v), 'Unknown location')
  .optional();
const instructorFilter = z.string().min(1).max(64).optional();

/** Dates in the business time zone, `to` inclusive. */
const rangeShape = { from: calendarDateSchema, to: calendarDateSchema, location: locationFilter };
const rangeCheck = (years: number) => (q: { from: string; to: string }, ctx: z.RefinementCtx) => {
  // A field that is not a date already has its own message.
  if (!isCalendarDate(q.from) || !isCalendarDate(q.to)) return;
  if (q.from > q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: reportMessages.rangeOrder });
  else if (q.to > addMonths(q.from, years * 12)) ctx.addIssue({ code: 'custom', path: ['to'], message: reportMessages.rangeTooLong(years) });
};
const checkRange = rangeCheck(reportMaxYears);

export const reportSummaryQuerySchema = z.strictObject({ ...rangeShape, instructorId: instructorFilter }).superRefine(checkRange);
export type ReportSummaryQuery = z.infer<typeof reportSummaryQuerySchema>;

export const reportMetrics = [
  'booked',
  'completed',
  'noShow',
  'cancelled',
  'lateCancelled',
  'revenueNet',
  'revenueSessions',
  'revenuePackages',
  'revenueDigital',
  'refunds',
  'creditsSold',
  'creditsUsed',
  'waitlistOffers',
  'waitlistClaimed',
] as const;
export type ReportMetric = (typeof reportMetrics)[number];
export const reportIntervals = ['day', 'week', 'month'] as const;
export type ReportInterval = (typeof reportIntervals)[number];

export const reportSeriesQuerySchema = z
  .strictObject({ ...rangeShape, metric: z.enum(reportMetrics), interval: z.enum(reportIntervals).default('day'), instructorId: instructorFilter })
  .superRefine(checkRange);
export type ReportSeriesQuery = z.infer<typeof reportSeriesQuerySchema>;

export const reportExportKinds = ['sessions', 'revenue', 'utilisation'] as const;
export type ReportExportKind = (typeof reportExportKinds)[number];
export const reportExportQuerySchema = z
  .strictObject({ ...rangeShape, kind: z.enum(reportExportKinds), instructorId: instructorFilter })
  .superRefine(rangeCheck(reportExportMaxYears));
export type ReportExportQuery = z.infer<typeof reportExportQuerySchema>;

const count = z.number().int().min(0);
const cents = z.number().int();
const rate = z.number().min(0).max(1);

export const reportSummarySchema = z.object({
  from: z.string(),
  to: z.string(),
  sessions: z.object({ booked: count, completed: count, noShow: count, cancelled: count, lateCancelled: count }),
  revenueCents: z.object({ sessions: cents, packages: cents, digital: cents, refunds: cents, net: cents }),
  credits: z.object({ sold: count, used: count, forfeited: count, expired: count, outstanding: z.number().int() }),
  utilisation: z.array(z.object({ instructorId: z.string(), name: z.string(), availableHours: z.number().min(0), bookedHours: z.number().min(0), rate })),
  byLocation: z.array(z.object({ location: z.string(), booked: count, completed: count, noShow: count, revenueCents: cents })),
  clients: z.object({ active: count, new: count, returning: count }),
  waitlist: z.object({ offers: count, claimed: count, expired: count, fillRate: rate }),
  programs: z.object({ activeAssignments: count, averageCompliance: rate }),
});
export type ReportSummary = z.infer<typeof reportSummarySchema>;

export const reportSeriesSchema = z.object({
  metric: z.enum(reportMetrics),
  interval: z.enum(reportIntervals),
  from: z.string(),
  to: z.string(),
  /** One point per period (its first day), every period of the range, zero where nothing happened. */
  points: z.array(z.object({ period: z.string(), value: z.number() })),
});
export type ReportSeries = z.infer<typeof reportSeriesSchema>;

/** What content tells booking for a report (digital sales by the business date paid, program compliance now). */
export const contentReportQuerySchema = z.strictObject({ from: calendarDateSchema, to: calendarDateSchema });
export const contentReportSchema = z.object({
  digitalByDay: z.array(z.object({ day: z.string(), cents: cents })),
  programs: z.object({ activeAssignments: count, averageCompliance: rate }),
});
export type ContentReport = z.infer<typeof contentReportSchema>;

/** How far the report figures are behind the writes (booking's projector), for operations. */
export const reportLagSchema = z.object({
  /** Age of the oldest change not yet applied to the figures (0 when none is waiting). */
  lagSeconds: z.number().min(0),
  /** Changes recorded and not yet applied. */
  pending: count,
});
export type ReportLag = z.infer<typeof reportLagSchema>;
