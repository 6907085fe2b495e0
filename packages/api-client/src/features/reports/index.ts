export { reportKeys, type ReportFilters } from './report-keys';
export { getReportSeries, getReportSummary, reportExportUrl, reportSummaryQueryOptions, useReportSeries, useReportSummary } from './reports';
