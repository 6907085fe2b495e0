import type { InstructorWithClients, LookedUpUser } from '@wsms/contracts/api';
import { DEFAULT_INTERNAL_TIMEOUT_MS } from '@wsms/service-kit/internal-client';
import { internalDirectory } from './internal-directory';

/** Who an instructor's clients are (booking) and which accounts exist (auth): asked over HTTP, never read from their databases. */
export interface TrainingDirectory {
  /**
   * null when no instructor has that e-mail or id. `clients`: every client (the default), none (`clientList:
   * 'none'`), or only the one of `clientEmail` when that address is their client (one indexed lookup in booking).
   */
  instructor(by: { email: string } | { instructorId: string }, ask?: { clientList?: 'none'; clientEmail?: string }): Promise<InstructorWithClients | null>;
  accountsByIds(ids: string[]): Promise<LookedUpUser[]>;
  accountsByEmails(emails: string[]): Promise<LookedUpUser[]>;
}

export function httpTrainingDirectory(urls: { bookingUrl?: string; authUrl?: string }, internalSecret: string, timeoutMs = DEFAULT_INTERNAL_TIMEOUT_MS): TrainingDirectory {
  const directory = internalDirectory(urls, internalSecret, timeoutMs);
  return {
    instructor: (by, ask = {}) =>
      directory.instructorClients({ ...by, ...(ask.clientEmail !== undefined ? { clientEmail: ask.clientEmail } : ask.clientList ? { clientList: ask.clientList } : {}) }),
    accountsByIds: directory.accountsByIds,
    accountsByEmails: directory.accountsByEmails,
  };
}
