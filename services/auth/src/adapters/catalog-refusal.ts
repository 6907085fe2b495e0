import { AppError } from '@wsms/service-kit';
import type { InternalCallError } from '@wsms/service-kit/internal-client';

/**
 * The catalog's refusal of what auth sent it (400 or 422: the data, not the catalog, is at fault),
 * as a 4xx with its reason; null for any other failure. Never hidden behind "unavailable" (a 503).
 */
export function catalogRefusal(error: InternalCallError, explain: (reason: string) => string): AppError | null {
  if (error.status !== 400 && error.status !== 422) return null;
  const said = error.reply?.message.trim();
  const reason = said && said.length <= 500 ? said.replace(/\.$/, '') : `the catalog answered ${error.status}`;
  return new AppError('catalog-refused', explain(reason), error.status);
}

/** What a failed catalog call becomes: its refusal explained, or `unavailable()`. */
export const refusedOr = (unavailable: () => AppError, explain: (reason: string) => string) => (error: InternalCallError) => catalogRefusal(error, explain) ?? unavailable();
