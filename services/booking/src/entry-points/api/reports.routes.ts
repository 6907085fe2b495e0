import { Router } from 'express';
import { bookingApi } from '@wsms/contracts/api';
import { route, withDeadline } from '@wsms/service-kit';
import type { ReportEventRepository } from '../../data-access/reports/report-event-repository';
import { reportLagSeconds } from '../../domain/reports/report-projector';
import { exportFileName, writeReportCsv, type ReportExportDeps } from '../../domain/reports/report-export.use-case';
import { reportSeries } from '../../domain/reports/report-series.use-case';
import { reportSummary } from '../../domain/reports/report-summary.use-case';

export type ReportRoutesDeps = ReportExportDeps & { reportEvents: ReportEventRepository };

/**
 * The owner's reports (admins only): figures from the roll-ups, charts' series, streamed CSV files.
 * A summary or series has `timeBudgetMs` (REPORTS_TIME_BUDGET_MS): each of its reads carries the time
 * left, so one the caller gave up on stops in the database too (503 past it). The export streams for as long as it takes.
 */
export function reportRoutes(deps: ReportRoutesDeps, { timeBudgetMs }: { timeBudgetMs: number }) {
  const router = Router();
  route(router, bookingApi.reportSummary, ({ query }) => withDeadline(timeBudgetMs, () => reportSummary(deps, query)));
  route(router, bookingApi.reportSeries, ({ query }) => withDeadline(timeBudgetMs, () => reportSeries(deps, query)));
  route(router, bookingApi.reportExport, async ({ query, res }) => {
    res.set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${exportFileName(query)}"`,
      'Cache-Control': 'private, no-store',
    });
    try {
      await writeReportCsv(deps, query, res);
    } catch (err) {
      // Rows already went out with a 200: the only honest end left is a broken transfer.
      if (res.headersSent) res.destroy(err as Error);
      throw err;
    }
    res.end();
    return '';
  });
  // Operations: how far the figures are behind the writes.
  route(router, bookingApi.internalReportLag, async () => ({ lagSeconds: await reportLagSeconds(deps), pending: await deps.reportEvents.pending() }));
  return router;
}
