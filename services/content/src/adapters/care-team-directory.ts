import type { BookingParties, InstructorWithClients, LookedUpUser } from '@wsms/contracts/api';
import { DEFAULT_INTERNAL_TIMEOUT_MS } from '@wsms/service-kit/internal-client';
import { internalDirectory } from './internal-directory';

/**
 * Who a client's care team is, asked of booking (staff with a booking of theirs the client confirmed
 * or attended) and auth (which accounts exist) over HTTP, never read from their databases.
 */
export interface CareTeamDirectory {
  /**
   * The instructor whose e-mail this is, with the clients they are the care team of (or, with
   * `clientEmail`, that client alone when they are); null when none.
   */
  careTeamOf(email: string, clientEmail?: string): Promise<InstructorWithClients | null>;
  /** A booking's instructor and client; null when there is no such booking. */
  bookingParties(bookingId: string): Promise<BookingParties | null>;
  accountsByIds(ids: string[]): Promise<LookedUpUser[]>;
  accountsByEmails(emails: string[]): Promise<LookedUpUser[]>;
}

export function httpCareTeamDirectory(urls: { bookingUrl?: string; authUrl?: string }, internalSecret: string, timeoutMs = DEFAULT_INTERNAL_TIMEOUT_MS): CareTeamDirectory {
  const directory = internalDirectory(urls, internalSecret, timeoutMs);
  return {
    careTeamOf: (email, clientEmail) => directory.instructorClients({ email, scope: 'care-team', clientEmail }),
    bookingParties: (bookingId) => directory.bookingParties(bookingId),
    accountsByIds: directory.accountsByIds,
    accountsByEmails: directory.accountsByEmails,
  };
}
