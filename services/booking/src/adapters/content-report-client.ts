import { contentReportSchema, type ContentReport } from '@wsms/contracts';
import { AppError } from '@wsms/service-kit';

export interface ContentReportClient {
  /** Digital sales per business day in [from, to] and program compliance now (content's GET /internal/reports/content). */
  figures(from: string, to: string): Promise<ContentReport>;
}

const none: ContentReport = { digitalByDay: [], programs: { activeAssignments: 0, averageCompliance: 0 } };
export const contentUnavailable = () => new AppError('content-unavailable', 'Digital sales and program figures are unavailable, please try again', 503);

/** Digital sales and programs belong to the content service: asked over HTTP. Without CONTENT_URL they are zero. */
export function httpContentReportClient(baseUrl: string | undefined, internalSecret: string, timeoutMs = 5000): ContentReportClient {
  return {
    async figures(from, to) {
      if (!baseUrl) return none;
      let res: Response;
      try {
        res = await fetch(`${baseUrl}/internal/reports/content?from=${from}&to=${to}`, {
          headers: { 'x-internal-secret': internalSecret },
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch {
        throw contentUnavailable();
      }
      if (!res.ok) throw contentUnavailable();
      return contentReportSchema.parse(await res.json());
    },
  };
}
