import type { ContentReport } from '@wsms/contracts';
import type { ContentReportRepository } from '../../data-access/reports/content-report-repository';

export interface ContentReportDeps {
  reports: Pick<ContentReportRepository, 'salesBetween' | 'programFigures'>;
}

/**
 * Digital sales per business day of [from, to] (each at its product's price when sold) and the assigned
 * programs' mean share of their current week done (the coach's compliance figure, 0-1), both read from
 * content's own roll-ups: at most a day document per day of the range and the program sheets.
 */
export async function contentReport(deps: ContentReportDeps, from: string, to: string): Promise<ContentReport> {
  const [digitalByDay, programs] = await Promise.all([deps.reports.salesBetween(from, to), deps.reports.programFigures()]);
  return { digitalByDay, programs };
}
