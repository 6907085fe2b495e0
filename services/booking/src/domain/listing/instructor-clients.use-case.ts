import { bookingMessages, trainingMessages, type InstructorClient } from '@wsms/contracts';
import type { BookingParties, InstructorWithClients } from '@wsms/contracts/api';
import { notFound, type Page, type PageRequestOf } from '@wsms/service-kit';
import type { AccountDirectory } from '../../adapters/account-directory';
import type { CatalogClient } from '../../adapters/catalog-client';
import type { BookingRepository } from '../../data-access/shared/booking-repository';
import { grantsCareTeam, type ClientEmailRepository } from '../../data-access/listing/client-email-repository';
import type { InstructorClientRepository } from '../../data-access/listing/instructor-client-repository';

export interface InstructorClientsDeps {
  catalog: CatalogClient;
  clientEmails: ClientEmailRepository;
  /** The coach's client list as a read model (`instructor_clients`), paged by e-mail. */
  instructorClients: InstructorClientRepository;
  accounts: AccountDirectory;
}

/** Addresses asked of the account directory at once (a page's worth; its lookup takes at most 1,000). */
const LOOKUP_BATCH = 200;

const verifiedAccounts = async (deps: InstructorClientsDeps, emails: string[]): Promise<InstructorClient[]> => {
  const found: InstructorClient[] = [];
  for (let i = 0; i < emails.length; i += LOOKUP_BATCH) {
    for (const account of await deps.accounts.byEmails(emails.slice(i, i + LOOKUP_BATCH))) {
      if (account.emailVerified) found.push({ id: account.id, email: account.email, firstName: account.firstName, lastName: account.lastName });
    }
  }
  return found;
};

/**
 * GET /api/instructor/clients: one page of the coach's clients, in e-mail order. The page's addresses
 * are read from the read model (one index walk) and only they are looked up in the account directory,
 * so the cost of a page does not grow with the years of bookings behind it.
 */
export async function instructorClientsPage(deps: InstructorClientsDeps, instructorId: string, page: PageRequestOf): Promise<Page<InstructorClient>> {
  const emails = await deps.instructorClients.page(instructorId, page);
  const accounts = await verifiedAccounts(deps, emails.items);
  const byEmail = new Map(accounts.map((a) => [a.email.trim().toLowerCase(), a]));
  return { items: emails.items.flatMap((email) => byEmail.get(email) ?? []), next: emails.next };
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
        : await deps.instructorClients.all(instructorId);
  return (await verifiedAccounts(deps, emails))
    .sort((a, b) => `${a.firstName} ${a.lastName}`.localeCompare(`${b.firstName} ${b.lastName}`) || a.email.localeCompare(b.email));
}

/** For content's checks: the instructor named by a staff member's e-mail or by id, with their clients. */
export async function instructorWithClients(
  deps: InstructorClientsDeps,
  by: { email?: string; instructorId?: string; scope?: 'clients' | 'care-team'; clientEmail?: string; clientList?: 'all' | 'none' },
): Promise<InstructorWithClients> {
  const instructor = by.instructorId ? await deps.catalog.findById(by.instructorId) : await deps.catalog.findByEmail(by.email ?? '');
  if (!instructor) throw notFound(trainingMessages.instructorNotFound);
  return {
    instructor: { id: instructor.id, name: instructor.name, email: instructor.email },
    clients: by.clientList === 'none' && by.clientEmail === undefined ? [] : await listInstructorClients(deps, instructor.id, by.scope, by.clientEmail),
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
