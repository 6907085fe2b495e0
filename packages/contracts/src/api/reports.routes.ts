import {
  contentReportQuerySchema,
  contentReportSchema,
  reportLagSchema,
  reportExportQuerySchema,
  reportSeriesQuerySchema,
  reportSeriesSchema,
  reportSummaryQuerySchema,
  reportSummarySchema,
} from '../reports.schema';
import { defineRoute } from './route-contract';

/** services/booking, sub-domain reports/: the owner's figures, answered from per-day roll-ups. */
export const reportsApi = {
  reportSummary: defineRoute({
    method: 'get',
    path: '/api/reports/summary',
    auth: 'admin',
    summary: 'Sessions, revenue, credits, utilisation, locations, clients, waitlist and programs over a range (dates in America/New_York, `to` inclusive, at most 3 years)',
    request: { query: reportSummaryQuerySchema },
    responses: { 200: reportSummarySchema },
  }),
  reportSeries: defineRoute({
    method: 'get',
    path: '/api/reports/series',
    auth: 'admin',
    summary: 'One metric as points per day, week (from Monday) or month, for charts',
    request: { query: reportSeriesQuerySchema },
    responses: { 200: reportSeriesSchema },
  }),
  reportExport: defineRoute({
    method: 'get',
    path: '/api/reports/export.csv',
    auth: 'admin',
    summary: 'A CSV file, streamed: one row per booking (sessions), per payment or refund (revenue), or per instructor-week (utilisation); at most 5 years',
    request: { query: reportExportQuerySchema },
    responses: { 200: { media: 'text/csv', description: 'A header row, then one row per record' } },
  }),
  internalReportLag: defineRoute({
    method: 'get',
    path: '/internal/reports/lag',
    auth: 'internal',
    summary: "How far the figures are behind the writes: the age of the oldest change the report projector has not applied yet, and how many wait (for operations)",
    request: {},
    responses: { 200: reportLagSchema },
  }),
};

/** services/content: its part of a report, asked by booking. */
export const contentReportsApi = {
  internalContentReport: defineRoute({
    method: 'get',
    path: '/internal/reports/content',
    auth: 'internal',
    summary: 'Digital sales per business day in a range and the current program compliance (asked by booking for reports)',
    deadline: true,
    request: { query: contentReportQuerySchema },
    responses: { 200: contentReportSchema },
  }),
};
