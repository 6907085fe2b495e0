import { Router } from 'express';
import { contentApi } from '@wsms/contracts/api';
import { route, withDeadline } from '@wsms/service-kit';
import { contentReport, type ContentReportDeps } from '../../domain/reports/content-report.use-case';

/**
 * Content's part of the owner's reports, asked by the booking service: within REPORTS_TIME_BUDGET_MS,
 * or the time booking says it has left (x-deadline-ms) when that is less; every read carries it.
 */
export function contentReportRoutes(deps: ContentReportDeps, { timeBudgetMs }: { timeBudgetMs: number }) {
  const router = Router();
  route(router, contentApi.internalContentReport, ({ query, deadlineMs }) =>
    withDeadline(Math.min(deadlineMs ?? timeBudgetMs, timeBudgetMs), () => contentReport(deps, query.from, query.to)),
  );
  return router;
}
