import type { ListScope, TestimonialCreateInput } from '@wsms/contracts';
import { notFound } from '@wsms/service-kit';
import type { TestimonialRepository } from '../data-access/testimonial-repository';

export function testimonialUseCases(testimonials: TestimonialRepository) {
  return {
    /** The public list holds approved testimonials only; the full one (admins moderate) all of them. Newest first. */
    list: (scope: ListScope) => testimonials.list({ includeUnapproved: scope === 'all' }),

    /** New testimonials always start pending, whatever the form says. */
    create: (input: TestimonialCreateInput) => testimonials.insert({ ...input, isApproved: false }),

    async setApproved(id: string, isApproved: boolean) {
      const updated = await testimonials.setApproved(id, isApproved);
      if (!updated) throw notFound('Testimonial not found');
      return updated;
    },
  };
}
