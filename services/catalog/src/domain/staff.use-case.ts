import type { ListScope, StaffCreateInput, StaffUpdateInput } from '@wsms/contracts';
import { notFound } from '@wsms/service-kit';
import type { StaffRepository } from '../data-access/staff-repository';

const staffNotFound = () => notFound('Staff member not found');

export function staffUseCases(staff: StaffRepository) {
  return {
    list: (scope: ListScope) => staff.list({ includeInactive: scope === 'all' }),

    async get(id: string, viewer: { isAdmin: boolean }) {
      const member = await staff.findById(id);
      if (!member || (!member.isActive && !viewer.isAdmin)) throw staffNotFound();
      return member;
    },

    create: (input: StaffCreateInput) => staff.insert(input),

    async update(id: string, changes: StaffUpdateInput) {
      const updated = await staff.update(id, changes);
      if (!updated) throw staffNotFound();
      return updated;
    },

    async remove(id: string) {
      if (!(await staff.remove(id))) throw staffNotFound();
    },
  };
}
