import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Testimonial } from '@wsms/contracts';
import { testimonialKeys } from './catalog-keys';
import { readList } from './read-list';

/** Approved testimonials: the public list, the same for every caller (admins included). */
export const getTestimonials = () => readList<Testimonial>('/api/testimonials', 'testimonials');

export const testimonialsQueryOptions = () => queryOptions({ queryKey: testimonialKeys.all, queryFn: getTestimonials });

export function useTestimonials() {
  return useQuery(testimonialsQueryOptions());
}
