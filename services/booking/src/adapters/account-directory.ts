import { trainingMessages } from '@wsms/contracts';
import type { LookedUpUser } from '@wsms/contracts/api';
import { AppError, notFound } from '@wsms/service-kit';
import { answerOr, DEFAULT_INTERNAL_TIMEOUT_MS, internalClient } from '@wsms/service-kit/internal-client';

export interface AccountDirectory {
  /** Accounts whose e-mail is one of these (auth's POST /internal/users/lookup). */
  byEmails(emails: string[]): Promise<LookedUpUser[]>;
}

const unavailable = () => new AppError('accounts-unavailable', trainingMessages.directoryUnavailable, 503);

/** Accounts belong to the auth service: asked over HTTP, never read from its database. */
export function httpAccountDirectory(baseUrl: string | undefined, internalSecret: string, timeoutMs = DEFAULT_INTERNAL_TIMEOUT_MS): AccountDirectory {
  const auth = baseUrl ? internalClient('auth', { baseUrl, secret: internalSecret, timeoutMs }) : null;
  return {
    async byEmails(emails) {
      if (emails.length === 0) return [];
      // Without AUTH_URL (a test or a partial deployment) there is nobody to ask: say so (a 404, since
      // retrying cannot help), never guess.
      if (!auth) throw notFound(trainingMessages.directoryNotConfigured);
      return answerOr(auth.lookupUsers({ body: { emails } }), unavailable);
    },
  };
}
