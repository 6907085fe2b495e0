import { trainingMessages, type InstructorClient } from '@wsms/contracts';
import type { InstructorWithClients } from '@wsms/contracts/api';
import { notFound } from '@wsms/service-kit';
import type { AccountDirectory } from '../../adapters/account-directory';
import type { CatalogClient } from '../../adapters/catalog-client';
import type { ClientEmailRepository } from '../../data-access/client-email-repository';

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
export async function listInstructorClients(deps: InstructorClientsDeps, instructorId: string): Promise<InstructorClient[]> {
  const accounts = await deps.accounts.byEmails(await deps.clientEmails.bookedWith(instructorId));
  return accounts
    .filter((account) => account.emailVerified)
    .map(({ id, email, firstName, lastName }) => ({ id, email, firstName, lastName }))
    .sort((a, b) => `${a.firstName} ${a.lastName}`.localeCompare(`${b.firstName} ${b.lastName}`) || a.email.localeCompare(b.email));
}

/** For content's checks: the instructor named by a staff member's e-mail or by id, with their clients. */
export async function instructorWithClients(
  deps: InstructorClientsDeps,
  by: { email?: string; instructorId?: string },
): Promise<InstructorWithClients> {
  const instructor = by.instructorId ? await deps.catalog.findById(by.instructorId) : await deps.catalog.findByEmail(by.email ?? '');
  if (!instructor) throw notFound(trainingMessages.instructorNotFound);
  return {
    instructor: { id: instructor.id, name: instructor.name, email: instructor.email },
    clients: await listInstructorClients(deps, instructor.id),
  };
}
