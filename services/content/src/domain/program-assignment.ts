import { trainingMessages as m, type Identity } from '@wsms/contracts';
import { forbidden, notFound } from '@wsms/service-kit';
import type { TrainingDeps } from './training-deps';

export interface ProgramOwner {
  instructorId: string | null;
  instructorName: string | null;
}

/**
 * The instructor a program is written as. Staff: the instructor record matching their e-mail (and
 * no other); admins: the one they name, else their own if they have one, else none.
 */
export async function resolveInstructor(deps: TrainingDeps, identity: Identity, requestedId: string | null | undefined) {
  if (identity.role !== 'admin') {
    const own = await deps.directory.instructor({ email: identity.email });
    if (!own) throw notFound(m.profileNotFound);
    if (requestedId && requestedId !== own.instructor.id) throw forbidden(m.otherInstructor);
    return own;
  }
  if (requestedId) {
    const named = await deps.directory.instructor({ instructorId: requestedId });
    if (!named) throw notFound(m.instructorNotFound);
    return named;
  }
  return deps.directory.instructor({ email: identity.email });
}

/** Staff may assign only to accounts that booked with them (verified e-mail); admins to any existing account. */
export async function assertMayAssign(deps: TrainingDeps, identity: Identity, userId: string, clients?: ReadonlyArray<{ id: string }>) {
  if (identity.role === 'admin') {
    const [account] = await deps.directory.accountsByIds([userId]);
    if (!account) throw notFound(m.clientNotFound);
    return;
  }
  const own = clients ?? (await resolveInstructor(deps, identity, undefined))?.clients ?? [];
  if (!own.some((client) => client.id === userId)) throw forbidden(m.notYourClient);
}
