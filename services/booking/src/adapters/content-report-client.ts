import type { ContentReport } from '@wsms/contracts';
import { AppError } from '@wsms/service-kit';
import { answerOr, DEFAULT_INTERNAL_TIMEOUT_MS, internalClient } from '@wsms/service-kit/internal-client';

export interface ContentReportClient {
  /** Digital sales per business day in [from, to] and program compliance now (content's GET /internal/reports/content). */
  figures(from: string, to: string): Promise<ContentReport>;
}

const none: ContentReport = { digitalByDay: [], programs: { activeAssignments: 0, averageCompliance: 0 } };
export const contentUnavailable = () => new AppError('content-unavailable', 'Digital sales and program figures are unavailable, please try again', 503);

/**
 * Digital sales and programs belong to the content service: asked over HTTP. Without CONTENT_URL they are zero.
 * Inside a request's deadline, content is given the time left (a `deadline` route: the internal client
 * sends it, and its reads carry it) and no longer is waited for (the kit's 503 deadline-exceeded).
 */
export function httpContentReportClient(baseUrl: string | undefined, internalSecret: string, timeoutMs = DEFAULT_INTERNAL_TIMEOUT_MS): ContentReportClient {
  const content = baseUrl ? internalClient('content', { baseUrl, secret: internalSecret, timeoutMs }) : null;
  return {
    async figures(from, to) {
      if (!content) return none;
      return answerOr(content.internalContentReport({ query: { from, to } }), contentUnavailable);
    },
  };
}
