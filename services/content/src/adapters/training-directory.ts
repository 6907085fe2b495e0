import { z } from 'zod';
import { trainingMessages } from '@wsms/contracts';
import { instructorWithClientsSchema, lookedUpUserSchema, type InstructorWithClients, type LookedUpUser } from '@wsms/contracts/api';
import { AppError, notFound } from '@wsms/service-kit';

/** Who an instructor's clients are (booking) and which accounts exist (auth): asked over HTTP, never read from their databases. */
export interface TrainingDirectory {
  /** null when no instructor has that e-mail or id. */
  instructor(by: { email: string } | { instructorId: string }): Promise<InstructorWithClients | null>;
  accountsByIds(ids: string[]): Promise<LookedUpUser[]>;
  accountsByEmails(emails: string[]): Promise<LookedUpUser[]>;
}

const unavailable = () => new AppError('directory-unavailable', trainingMessages.directoryUnavailable, 503);
// Unset in tests or a content service on its own (production requires both): nothing to ask, so no 5xx.
const notConfigured = () => notFound(trainingMessages.directoryNotConfigured);

export function httpTrainingDirectory(urls: { bookingUrl?: string; authUrl?: string }, internalSecret: string, timeoutMs = 3000): TrainingDirectory {
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
    async instructor(by) {
      const query = 'email' in by ? `email=${encodeURIComponent(by.email)}` : `instructorId=${encodeURIComponent(by.instructorId)}`;
      const body = await call(urls.bookingUrl, `/internal/instructor-clients?${query}`);
      return body === null ? null : instructorWithClientsSchema.parse(body);
    },
    accountsByIds: (ids) => lookup({ ids }),
    accountsByEmails: (emails) => lookup({ emails }),
  };
}
