import { z } from 'zod';

/** The Core Web Vitals the shell reports (web-vitals' metric names). */
export const vitalNames = ['LCP', 'INP', 'CLS'] as const;
export type VitalName = (typeof vitalNames)[number];

export const telemetryMessages = {
  tooMany: 'Too many reports. Please try again in a minute.',
  route: 'route must be a route template such as /admin/:tab (starts with /, no query string, at most 120 characters)',
} as const;

/** A page's route template (`/shop/order/:orderId`), never a full URL: no query, no fragment, bounded. */
export const routeTemplateSchema = z
  .string({ error: telemetryMessages.route })
  .max(120, telemetryMessages.route)
  .regex(/^\/[A-Za-z0-9\-._~/:*]*$/, telemetryMessages.route);

/** One figure from a real visit: LCP and INP in milliseconds, CLS unitless (as web-vitals reports them). */
export const vitalReportSchema = z.strictObject({
  name: z.enum(vitalNames),
  value: z.number().min(0).max(3_600_000),
  route: routeTemplateSchema,
});
export type VitalReport = z.infer<typeof vitalReportSchema>;
