import { z } from 'zod';
import { trainingMessages } from '@wsms/contracts';
import { lookedUpUserSchema, type LookedUpUser } from '@wsms/contracts/api';
import { AppError, notFound } from '@wsms/service-kit';

export interface AccountDirectory {
  /** Accounts whose e-mail is one of these (auth's POST /internal/users/lookup). */
  byEmails(emails: string[]): Promise<LookedUpUser[]>;
}

const unavailable = () => new AppError('accounts-unavailable', trainingMessages.directoryUnavailable, 503);

/** Accounts belong to the auth service: asked over HTTP, never read from its database. */
export function httpAccountDirectory(baseUrl: string | undefined, internalSecret: string, timeoutMs = 3000): AccountDirectory {
  return {
    async byEmails(emails) {
      if (emails.length === 0) return [];
      // Without AUTH_URL (a test or a partial deployment) there is nobody to ask: say so (a 404, since
      // retrying cannot help), never guess.
      if (!baseUrl) throw notFound(trainingMessages.directoryNotConfigured);
      let res: Response;
      try {
        res = await fetch(`${baseUrl}/internal/users/lookup`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-internal-secret': internalSecret },
          body: JSON.stringify({ emails }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch {
        throw unavailable();
      }
      if (!res.ok) throw unavailable();
      return z.array(lookedUpUserSchema).parse(await res.json());
    },
  };
}
