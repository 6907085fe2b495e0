import { z } from 'zod';
import { AppError } from '@wsms/service-kit';

const refusalBody = z.object({ message: z.string().min(1).max(500) });

/**
 * The catalog's refusal of what auth sent it (400 or 422: the data, not the catalog, is at fault),
 * as a 4xx with its reason; null for any other answer. Never hidden behind "unavailable" (a 503).
 */
export async function catalogRefusal(res: Response, explain: (reason: string) => string): Promise<AppError | null> {
  if (res.status !== 400 && res.status !== 422) return null;
  const parsed = refusalBody.safeParse(await res.json().catch(() => null));
  const reason = parsed.success ? parsed.data.message.replace(/\.$/, '') : `the catalog answered ${res.status}`;
  return new AppError('catalog-refused', explain(reason), res.status);
}
