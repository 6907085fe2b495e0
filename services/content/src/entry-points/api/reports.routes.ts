import { Router } from 'express';
import { contentApi } from '@wsms/contracts/api';
import { route } from '@wsms/service-kit';
import { contentReport, type ContentReportDeps } from '../../domain/reports/content-report.use-case';

/** Content's part of the owner's reports, asked by the booking service. */
export function contentReportRoutes(deps: ContentReportDeps) {
  const router = Router();
  route(router, contentApi.internalContentReport, ({ query }) => contentReport(deps, query.from, query.to));
  return router;
}
