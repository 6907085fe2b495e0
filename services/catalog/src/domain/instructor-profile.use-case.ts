import { hasRole, type Identity, type InstructorProfileUpdate } from '@wsms/contracts';
import { forbidden, notFound } from '@wsms/service-kit';
import type { InstructorRepository } from '../data-access/instructor-repository';

const notOwn = () => forbidden('Staff can only edit their own instructor profile');

/**
 * Spec section 6: staff act on the instructor record whose e-mail is theirs; admins on any. Only the
 * self-description changes here; rate, e-mail, name and the active flag stay admin-only.
 */
export function instructorProfileUseCases(instructors: InstructorRepository) {
  async function own(identity: Identity, id: string) {
    const instructor = await instructors.findById(id);
    if (!instructor) throw notFound('Instructor not found');
    if (!hasRole(identity.role, 'admin') && instructor.email !== identity.email.trim().toLowerCase()) throw notOwn();
    return instructor;
  }
  return {
    get: own,
    async update(identity: Identity, id: string, changes: InstructorProfileUpdate) {
      await own(identity, id);
      const updated = await instructors.update(id, changes);
      if (!updated) throw notFound('Instructor not found');
      return updated;
    },
  };
}
