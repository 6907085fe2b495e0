import type { TestimonialCreateInput } from '@wsms/contracts';
import { notFound } from '@wsms/service-kit';
import type { TestimonialRepository } from '../data-access/testimonial-repository';

export function testimonialUseCases(testimonials: TestimonialRepository) {
  return {
    /** The public sees approved testimonials only; admins moderate all of them. Newest first. */
    list: (viewer: { isAdmin: boolean }) => testimonials.list({ includeUnapproved: viewer.isAdmin }),

    /** New testimonials always start pending, whatever the form says. */
    create: (input: TestimonialCreateInput) => testimonials.insert({ ...input, isApproved: false }),

    async setApproved(id: string, isApproved: boolean) {
      const updated = await testimonials.setApproved(id, isApproved);
      if (!updated) throw notFound('Testimonial not found');
      return updated;
    },
  };
}
