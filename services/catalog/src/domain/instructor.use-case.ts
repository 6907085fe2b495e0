import { instructorMessages, type InstructorCreateInput, type InstructorUpdateInput, type ListScope } from '@wsms/contracts';
import { conflict, isDuplicateKey, notFound } from '@wsms/service-kit';
import type { BookingClient, Caller } from '../adapters/booking-client';
import type { InstructorRepository } from '../data-access/instructor-repository';

const duplicateEmail = () => conflict('An instructor with this email already exists');

/** bookings: null only where no booking service is configured (a catalog on its own, in tests). */
export function instructorUseCases(instructors: InstructorRepository, bookings: BookingClient | null = null) {
  return {
    list: (scope: ListScope) => instructors.list({ includeInactive: scope === 'all' }),

    async get(id: string, viewer: { isAdmin: boolean }) {
      const instructor = await instructors.findById(id);
      if (!instructor || (!instructor.isActive && !viewer.isAdmin)) throw notFound('Instructor not found');
      return instructor;
    },

    async create(input: InstructorCreateInput) {
      try {
        return await instructors.insert(input);
      } catch (err) {
        if (isDuplicateKey(err)) throw duplicateEmail();
        throw err;
      }
    },

    async update(id: string, changes: InstructorUpdateInput) {
      if (!(await instructors.findById(id))) throw notFound('Instructor not found');
      // FerretDB does not report a unique-index violation caused by an update, so check first.
      if (changes.email) {
        const holder = await instructors.findByEmail(changes.email);
        if (holder && holder.id !== id) throw duplicateEmail();
      }
      const updated = await instructors.update(id, changes);
      if (!updated) throw notFound('Instructor not found');
      return updated;
    },

    /** Never drops booked sessions silently: with upcoming bookings the admin is told how many (409). */
    async remove(id: string, caller: Caller) {
      if (!(await instructors.findById(id))) throw notFound(instructorMessages.notFound);
      const upcoming = bookings ? await bookings.upcomingBookings(id, caller) : 0;
      if (upcoming > 0) throw conflict(instructorMessages.hasUpcomingBookings(upcoming));
      if (!(await instructors.remove(id))) throw notFound(instructorMessages.notFound);
    },
  };
}
