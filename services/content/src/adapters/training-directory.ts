import { instructorWithClientsSchema, type InstructorWithClients, type LookedUpUser } from '@wsms/contracts/api';
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

export function httpTrainingDirectory(urls: { bookingUrl?: string; authUrl?: string }, internalSecret: string, timeoutMs = 3000): TrainingDirectory {
  const directory = internalDirectory(urls, internalSecret, timeoutMs);
  return {
    async instructor(by, ask = {}) {
      const query = 'email' in by ? `email=${encodeURIComponent(by.email)}` : `instructorId=${encodeURIComponent(by.instructorId)}`;
      const narrowed = ask.clientEmail !== undefined ? `&clientEmail=${encodeURIComponent(ask.clientEmail)}` : ask.clientList ? `&clientList=${ask.clientList}` : '';
      const body = await directory.booking(`/internal/instructor-clients?${query}${narrowed}`);
      return body === null ? null : instructorWithClientsSchema.parse(body);
    },
    accountsByIds: directory.accountsByIds,
    accountsByEmails: directory.accountsByEmails,
  };
}
