import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { testimonialKeys } from '@wsms/api-client/catalog';
import type { Testimonial, TestimonialCreateInput } from '@wsms/contracts';
import { adminKeys } from '../../../api/admin-keys';
import { readFullList, writeJson } from '../../../api/request';

/** Every testimonial, pending ones included (the full list, for admins only). */
export const testimonialsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.testimonials(), queryFn: () => readFullList<Testimonial>('/api/testimonials', 'testimonials') });

export const useAllTestimonials = () => useQuery(testimonialsQueryOptions());

function useRefreshTestimonials() {
  const queryClient = useQueryClient();
  // The home page's list (same query cache in the shell) must show an approval at once.
  return () => Promise.all([adminKeys.testimonials(), testimonialKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export function useCreateTestimonial() {
  const refresh = useRefreshTestimonials();
  return useMutation({
    mutationFn: (input: TestimonialCreateInput) => writeJson<Testimonial>('POST', '/api/testimonials', input, 'Failed to create testimonial'),
    onSuccess: refresh,
  });
}

export function useSetApproval() {
  const refresh = useRefreshTestimonials();
  return useMutation({
    mutationFn: ({ id, isApproved }: { id: string; isApproved: boolean }) =>
      writeJson<Testimonial>('PUT', `/api/testimonials/${encodeURIComponent(id)}`, { isApproved }, 'Failed to update testimonial'),
    onSuccess: refresh,
  });
}
