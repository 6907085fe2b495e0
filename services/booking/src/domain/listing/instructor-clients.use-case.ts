import { bookingMessages, trainingMessages, type InstructorClient } from '@wsms/contracts';
import type { BookingParties, InstructorWithClients } from '@wsms/contracts/api';
import { notFound } from '@wsms/service-kit';
import type { AccountDirectory } from '../../adapters/account-directory';
import type { CatalogClient } from '../../adapters/catalog-client';
import type { BookingRepository } from '../../data-access/booking-repository';
import { grantsCareTeam, type ClientEmailRepository } from '../../data-access/client-email-repository';

export interface InstructorClientsDeps {
  catalog: CatalogClient;
  clientEmails: ClientEmailRepository;
  accounts: AccountDirectory;
}

/**
 * The accounts that booked with the instructor (confirmed, completed or missed sessions), matched by
 * e-mail only once that e-mail is verified (an unverified account could otherwise claim someone
 * else's bookings).
 */
export async function listInstructorClients(
  deps: InstructorClientsDeps,
  instructorId: string,
  scope: 'clients' | 'care-team' = 'clients',
  clientEmail?: string,
): Promise<InstructorClient[]> {
  const emails =
    clientEmail !== undefined
      ? (await deps.clientEmails.hasBooked(instructorId, clientEmail, scope))
        ? [clientEmail]
        : []
      : scope === 'care-team'
        ? await deps.clientEmails.inCareOf(instructorId)
        : await deps.clientEmails.bookedWith(instructorId);
  const accounts = await deps.accounts.byEmails(emails);
  return accounts
    .filter((account) => account.emailVerified)
    .map(({ id, email, firstName, lastName }) => ({ id, email, firstName, lastName }))
    .sort((a, b) => `${a.firstName} ${a.lastName}`.localeCompare(`${b.firstName} ${b.lastName}`) || a.email.localeCompare(b.email));
}

/** For content's checks: the instructor named by a staff member's e-mail or by id, with their clients. */
export async function instructorWithClients(
  deps: InstructorClientsDeps,
  by: { email?: string; instructorId?: string; scope?: 'clients' | 'care-team'; clientEmail?: string },
): Promise<InstructorWithClients> {
  const instructor = by.instructorId ? await deps.catalog.findById(by.instructorId) : await deps.catalog.findByEmail(by.email ?? '');
  if (!instructor) throw notFound(trainingMessages.instructorNotFound);
  return {
    instructor: { id: instructor.id, name: instructor.name, email: instructor.email },
    clients: await listInstructorClients(deps, instructor.id, by.scope, by.clientEmail),
  };
}

/** For content's chart notes: a booking's instructor and client (an account only once its e-mail is verified). */
export async function bookingParties(deps: InstructorClientsDeps & { bookings: BookingRepository }, bookingId: string): Promise<BookingParties> {
  const booking = await deps.bookings.findById(bookingId);
  if (!booking) throw notFound(bookingMessages.bookingNotFound);
  const instructor = await deps.catalog.findById(booking.instructorId);
  const [account] = (await deps.accounts.byEmails([booking.clientEmail])).filter((a) => a.emailVerified);
  return {
    id: booking.id,
    instructor: { id: booking.instructorId, name: instructor?.name ?? booking.instructorName, email: instructor?.email ?? '' },
    clientEmail: booking.clientEmail,
    clientName: booking.clientName,
    client: account ? { id: account.id, email: account.email, firstName: account.firstName, lastName: account.lastName } : null,
    status: booking.status,
    careTeam: grantsCareTeam(booking),
    date: booking.date,
    time: booking.time,
  };
}
