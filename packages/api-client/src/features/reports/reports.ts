import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportExportKind, ReportInterval, ReportMetric } from '@wsms/contracts/reports';
import { apiPath, callApi } from '@wsms/api-client/session';
import * as booking from '../../generated/booking-routes';
import { reportKeys, type ReportFilters } from './report-keys';

/** Only the filters that are set travel (an empty location means every location). */
const query = ({ from, to, location, instructorId }: ReportFilters) => ({
  from,
  to,
  ...(location ? { location } : {}),
  ...(instructorId ? { instructorId } : {}),
});

export const getReportSummary = (filters: ReportFilters) =>
  callApi(booking.reportSummary, { query: query(filters) }, { failure: 'Failed to load reports' });
export const reportSummaryQueryOptions = (filters: ReportFilters) =>
  queryOptions({ queryKey: reportKeys.summary(filters), queryFn: () => getReportSummary(filters), placeholderData: keepPreviousData });
export const useReportSummary = (filters: ReportFilters) => useQuery(reportSummaryQueryOptions(filters));

export const getReportSeries = (filters: ReportFilters, metric: ReportMetric, interval: ReportInterval) =>
  callApi(booking.reportSeries, { query: { ...query(filters), metric, interval } }, { failure: 'Failed to load reports' });
export const useReportSeries = (filters: ReportFilters, metric: ReportMetric, interval: ReportInterval) =>
  useQuery({
    queryKey: reportKeys.series({ ...filters, metric, interval }),
    queryFn: () => getReportSeries(filters, metric, interval),
    placeholderData: keepPreviousData,
  });

/** The address of a CSV export, for a download link (the browser streams it to a file). */
export const reportExportUrl = (filters: ReportFilters, kind: ReportExportKind) => apiPath(booking.reportExport, { query: { ...query(filters), kind } });
