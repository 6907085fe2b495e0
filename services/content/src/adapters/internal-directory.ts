import { trainingMessages } from '@wsms/contracts';
import type { RouteInput } from '@wsms/contracts/api';
import { AppError, notFound } from '@wsms/service-kit';
import { answerOr, internalClient, type bookingInternalRoutes } from '@wsms/service-kit/internal-client';

const unavailable = () => new AppError('directory-unavailable', trainingMessages.directoryUnavailable, 503);
// Unset in tests or a content service on its own (production requires both): nothing to ask, so no 5xx.
const notConfigured = () => notFound(trainingMessages.directoryNotConfigured);

/**
 * How content asks booking and auth over internal HTTP (the training and care-team directories):
 * 404 is "none" (null), any other failure, or no answer in time, is 503.
 */
export function internalDirectory(urls: { bookingUrl?: string; authUrl?: string }, internalSecret: string, timeoutMs: number) {
  const booking = urls.bookingUrl ? internalClient('booking', { baseUrl: urls.bookingUrl, secret: internalSecret, timeoutMs }) : null;
  const auth = urls.authUrl ? internalClient('auth', { baseUrl: urls.authUrl, secret: internalSecret, timeoutMs }) : null;
  const noneOr = <T>(call: Promise<T>) => answerOr(call, unavailable, { 404: () => null });
  async function lookup(body: { ids: string[] } | { emails: string[] }) {
    if ((Object.values(body)[0] ?? []).length === 0) return [];
    if (!auth) throw notConfigured();
    return answerOr(auth.lookupUsers({ body }), unavailable);
  }
  return {
    /** An instructor and their clients (booking's GET /internal/instructor-clients); null when none. */
    instructorClients(query: RouteInput<typeof bookingInternalRoutes.internalInstructorClients>['query']) {
      if (!booking) throw notConfigured();
      return noneOr(booking.internalInstructorClients({ query }));
    },
    /** A booking's instructor and client; null when there is no such booking. */
    bookingParties(id: string) {
      if (!booking) throw notConfigured();
      return noneOr(booking.internalBookingParties({ params: { id } }));
    },
    accountsByIds: (ids: string[]) => lookup({ ids }),
    accountsByEmails: (emails: string[]) => lookup({ emails }),
  };
}
