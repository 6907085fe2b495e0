import { availabilityMessages, type Identity } from '@wsms/contracts';
import { badRequest, forbidden, notFound } from '@wsms/service-kit';
import type { CatalogClient, CatalogInstructor } from '../../adapters/catalog-client';
import { instructorNotFound } from './booking-errors';

export type Access = 'read' | 'write';

export interface ActingInstructorDeps {
  catalog: CatalogClient;
}

/**
 * Spec section 6: staff act on the instructor record matching their e-mail (else 'Instructor
 * profile not found'); admins on the one they name, else their own match; for reads only, an admin
 * with neither sees the first instructor.
 */
export async function actingInstructor(
  deps: ActingInstructorDeps,
  identity: Identity,
  access: Access,
  requestedId?: string,
): Promise<CatalogInstructor> {
  if (identity.role !== 'admin') {
    const own = await deps.catalog.findByEmail(identity.email);
    if (!own) throw notFound(availabilityMessages.profileNotFound);
    if (requestedId && requestedId !== own.id) throw forbidden('Staff can only manage their own instructor profile');
    return own;
  }
  if (requestedId) {
    const named = await deps.catalog.findById(requestedId);
    if (!named) throw instructorNotFound();
    return named;
  }
  const own = await deps.catalog.findByEmail(identity.email);
  if (own) return own;
  if (access === 'write') throw badRequest('instructorId is required', [{ path: 'instructorId', message: 'Choose an instructor' }]);
  const [first] = await deps.catalog.listActive();
  if (!first) throw notFound(availabilityMessages.profileNotFound);
  return first;
}

/** For records that name their instructor (slots, templates): staff may touch only their own. */
export async function assertMayManage(deps: ActingInstructorDeps, identity: Identity, instructorId: string) {
  if (identity.role === 'admin') return;
  const own = await deps.catalog.findByEmail(identity.email);
  if (!own) throw notFound(availabilityMessages.profileNotFound);
  if (own.id !== instructorId) throw forbidden("Staff can only manage their own instructor's availability");
}
