import type { Connection } from 'mongoose';
import type { Config } from '../config';
import { contentReportRepository } from '../data-access/reports/content-report-repository';
import { contentReportRoutes } from '../entry-points/api/reports.routes';

/** Content's report figures (program and sale roll-ups) for booking's reports, mounted by app.ts. */
export function reportsArea(db: Connection, config: Config) {
  return contentReportRoutes({ reports: contentReportRepository(db) }, { timeBudgetMs: config.REPORTS_TIME_BUDGET_MS });
}
