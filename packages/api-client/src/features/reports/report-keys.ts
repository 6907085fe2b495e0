/** Reports' query keys (they name data, never URLs): the owner's figures and chart series per filter. */
export interface ReportFilters {
  from: string;
  to: string;
  location?: string;
  instructorId?: string;
}

export const reportKeys = {
  all: ['reports'] as const,
  summaries: () => [...reportKeys.all, 'summary'] as const,
  summary: (filters: ReportFilters) => [...reportKeys.summaries(), filters] as const,
  series: (filters: ReportFilters & { metric: string; interval: string }) => [...reportKeys.all, 'series', filters] as const,
};
