import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@wsms/api-client/session';
import * as catalog from '../../generated/catalog-routes';
import { testimonialKeys } from './catalog-keys';

const failure = 'Failed to fetch testimonials';

/** Approved testimonials: the public list, the same for every caller (admins included). */
export const getTestimonials = () => callApi(catalog.listTestimonials, undefined, { failure });

export const testimonialsQueryOptions = () => queryOptions({ queryKey: testimonialKeys.list(), queryFn: getTestimonials });

export function useTestimonials() {
  return useQuery(testimonialsQueryOptions());
}

/** Every testimonial, pending ones included (admins only). */
export const getAllTestimonials = () => callApi(catalog.listTestimonials, { query: { scope: 'all' } }, { failure });

export const allTestimonialsQueryOptions = () => queryOptions({ queryKey: testimonialKeys.list('all'), queryFn: getAllTestimonials });

export const useAllTestimonials = () => useQuery(allTestimonialsQueryOptions());
