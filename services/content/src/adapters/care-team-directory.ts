import { z } from 'zod';
import { trainingMessages } from '@wsms/contracts';
import { bookingPartiesSchema, instructorWithClientsSchema, lookedUpUserSchema, type BookingParties, type InstructorWithClients, type LookedUpUser } from '@wsms/contracts/api';
import { AppError, notFound } from '@wsms/service-kit';

/**
 * Who a client's care team is, asked of booking (staff with a booking of theirs in any status but
 * cancelled) and auth (which accounts exist) over HTTP, never read from their databases.
 */
export interface CareTeamDirectory {
  /** The instructor whose e-mail this is, with the clients they are the care team of; null when none. */
  careTeamOf(email: string): Promise<InstructorWithClients | null>;
  /** A booking's instructor and client; null when there is no such booking. */
  bookingParties(bookingId: string): Promise<BookingParties | null>;
  accountsByIds(ids: string[]): Promise<LookedUpUser[]>;
  accountsByEmails(emails: string[]): Promise<LookedUpUser[]>;
}

const unavailable = () => new AppError('directory-unavailable', trainingMessages.directoryUnavailable, 503);
const notConfigured = () => notFound(trainingMessages.directoryNotConfigured);

export function httpCareTeamDirectory(urls: { bookingUrl?: string; authUrl?: string }, internalSecret: string, timeoutMs = 3000): CareTeamDirectory {
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
    async careTeamOf(email) {
      const body = await call(urls.bookingUrl, `/internal/instructor-clients?email=${encodeURIComponent(email)}&scope=care-team`);
      return body === null ? null : instructorWithClientsSchema.parse(body);
    },
    async bookingParties(bookingId) {
      const body = await call(urls.bookingUrl, `/internal/bookings/${encodeURIComponent(bookingId)}/parties`);
      return body === null ? null : bookingPartiesSchema.parse(body);
    },
    accountsByIds: (ids) => lookup({ ids }),
    accountsByEmails: (emails) => lookup({ emails }),
  };
}
