import { trainingMessages as m, type Identity } from '@wsms/contracts';
import { forbidden, notFound } from '@wsms/service-kit';
import type { TrainingDeps } from './training-deps';

export interface ProgramOwner {
  instructorId: string | null;
  instructorName: string | null;
}

const instructorOnly = { clientList: 'none' } as const;

/**
 * The instructor a program is written as. Staff: the instructor record matching their e-mail (and
 * no other); admins: the one they name, else their own if they have one, else none. Asked without
 * the client list (`clients` is empty): whether a client is theirs is `assertMayAssign`'s one lookup.
 */
export async function resolveInstructor(deps: TrainingDeps, identity: Identity, requestedId: string | null | undefined) {
  if (identity.role !== 'admin') {
    const own = await deps.directory.instructor({ email: identity.email }, instructorOnly);
    if (!own) throw notFound(m.profileNotFound);
    if (requestedId && requestedId !== own.instructor.id) throw forbidden(m.otherInstructor);
    return own;
  }
  if (requestedId) {
    const named = await deps.directory.instructor({ instructorId: requestedId }, instructorOnly);
    if (!named) throw notFound(m.instructorNotFound);
    return named;
  }
  return deps.directory.instructor({ email: identity.email }, instructorOnly);
}

/**
 * Staff may assign only to accounts that booked with them (verified e-mail); admins to any existing
 * account. The account is looked up by id, then booking is asked about that one address (an indexed
 * lookup), never for the coach's whole client list.
 */
export async function assertMayAssign(deps: TrainingDeps, identity: Identity, userId: string) {
  const [account] = await deps.directory.accountsByIds([userId]);
  if (identity.role === 'admin') {
    if (!account) throw notFound(m.clientNotFound);
    return;
  }
  if (!account) throw forbidden(m.notYourClient);
  const own = await deps.directory.instructor({ email: identity.email }, { clientEmail: account.email });
  if (!own) throw notFound(m.profileNotFound);
  if (!own.clients.some((client) => client.id === userId)) throw forbidden(m.notYourClient);
}
