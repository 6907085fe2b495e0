import { z } from 'zod';
import { trainingMessages } from '@wsms/contracts';
import { lookedUpUserSchema } from '@wsms/contracts/api';
import { AppError, notFound } from '@wsms/service-kit';

const unavailable = () => new AppError('directory-unavailable', trainingMessages.directoryUnavailable, 503);
// Unset in tests or a content service on its own (production requires both): nothing to ask, so no 5xx.
const notConfigured = () => notFound(trainingMessages.directoryNotConfigured);

/**
 * How content asks booking and auth over internal HTTP (the training and care-team directories):
 * 404 is "none" (null), anything else that is not 2xx, or no answer in time, is 503.
 */
export function internalDirectory(urls: { bookingUrl?: string; authUrl?: string }, internalSecret: string, timeoutMs: number) {
  async function call(base: string | undefined, path: string, init: RequestInit = {}): Promise<unknown> {
    if (!base) throw notConfigured();
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        ...init,
        headers: { 'content-type': 'application/json', 'x-internal-secret': internalSecret },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw unavailable();
    }
    if (res.status === 404) return null;
    if (!res.ok) throw unavailable();
    return res.json();
  }
  async function lookup(body: { ids: string[] } | { emails: string[] }) {
    if ((Object.values(body)[0] ?? []).length === 0) return [];
    const found = await call(urls.authUrl, '/internal/users/lookup', { method: 'POST', body: JSON.stringify(body) });
    return z.array(lookedUpUserSchema).parse(found ?? []);
  }
  return {
    /** GET a booking-service internal path; null on 404. */
    booking: (path: string) => call(urls.bookingUrl, path),
    accountsByIds: (ids: string[]) => lookup({ ids }),
    accountsByEmails: (emails: string[]) => lookup({ emails }),
  };
}
