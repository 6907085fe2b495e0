import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Testimonial } from '@wsms/contracts';
import { testimonialKeys } from './catalog-keys';
import { readList } from './read-list';

/** Approved testimonials for the public (admins get all of them from the same call). */
export const getTestimonials = () => readList<Testimonial>('/api/testimonials', 'testimonials');

export const testimonialsQueryOptions = () => queryOptions({ queryKey: testimonialKeys.all, queryFn: getTestimonials });

export function useTestimonials() {
  return useQuery(testimonialsQueryOptions());
}
