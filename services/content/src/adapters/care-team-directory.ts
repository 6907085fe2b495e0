import { bookingPartiesSchema, instructorWithClientsSchema, type BookingParties, type InstructorWithClients, type LookedUpUser } from '@wsms/contracts/api';
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

export function httpCareTeamDirectory(urls: { bookingUrl?: string; authUrl?: string }, internalSecret: string, timeoutMs = 3000): CareTeamDirectory {
  const directory = internalDirectory(urls, internalSecret, timeoutMs);
  return {
    async careTeamOf(email, clientEmail) {
      const one = clientEmail === undefined ? '' : `&clientEmail=${encodeURIComponent(clientEmail)}`;
      const body = await directory.booking(`/internal/instructor-clients?email=${encodeURIComponent(email)}&scope=care-team${one}`);
      return body === null ? null : instructorWithClientsSchema.parse(body);
    },
    async bookingParties(bookingId) {
      const body = await directory.booking(`/internal/bookings/${encodeURIComponent(bookingId)}/parties`);
      return body === null ? null : bookingPartiesSchema.parse(body);
    },
    accountsByIds: directory.accountsByIds,
    accountsByEmails: directory.accountsByEmails,
  };
}
