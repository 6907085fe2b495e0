import { contentReportSchema, type ContentReport } from '@wsms/contracts';
import { AppError, DEADLINE_HEADER, deadlineExceeded, timeLeftMs } from '@wsms/service-kit';

export interface ContentReportClient {
  /** Digital sales per business day in [from, to] and program compliance now (content's GET /internal/reports/content). */
  figures(from: string, to: string): Promise<ContentReport>;
}

const none: ContentReport = { digitalByDay: [], programs: { activeAssignments: 0, averageCompliance: 0 } };
export const contentUnavailable = () => new AppError('content-unavailable', 'Digital sales and program figures are unavailable, please try again', 503);

/**
 * Digital sales and programs belong to the content service: asked over HTTP. Without CONTENT_URL they are zero.
 * Inside a request's deadline, content is given the time left (its reads carry it) and no longer is waited for.
 */
export function httpContentReportClient(baseUrl: string | undefined, internalSecret: string, timeoutMs = 5000): ContentReportClient {
  return {
    async figures(from, to) {
      if (!baseUrl) return none;
      const left = timeLeftMs();
      if (left === 0) throw deadlineExceeded();
      const wait = left === undefined ? timeoutMs : Math.min(left, timeoutMs);
      let res: Response;
      try {
        res = await fetch(`${baseUrl}/internal/reports/content?from=${from}&to=${to}`, {
          headers: { 'x-internal-secret': internalSecret, [DEADLINE_HEADER]: String(wait) },
          signal: AbortSignal.timeout(wait),
        });
      } catch (err) {
        throw left !== undefined && (err as Error).name === 'TimeoutError' ? deadlineExceeded() : contentUnavailable();
      }
      if (res.status === 503 && left !== undefined && (timeLeftMs() ?? 0) <= 0) throw deadlineExceeded();
      if (!res.ok) throw contentUnavailable();
      return contentReportSchema.parse(await res.json());
    },
  };
}
