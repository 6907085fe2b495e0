import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@wsms/api-client/session';
import type { TestimonialCreateInput } from '@wsms/contracts';
import * as catalog from '../../generated/catalog-routes';
import { testimonialKeys } from './catalog-keys';

/** Both lists follow: the home page (same query cache in the shell) must show an approval at once. */
function useRefreshTestimonials() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: testimonialKeys.all });
}

export function useCreateTestimonial() {
  const refresh = useRefreshTestimonials();
  return useMutation({
    mutationFn: (input: TestimonialCreateInput) => callApi(catalog.createTestimonial, { body: input }, { failure: 'Failed to create testimonial' }),
    onSuccess: refresh,
  });
}

export function useSetApproval() {
  const refresh = useRefreshTestimonials();
  return useMutation({
    mutationFn: ({ id, isApproved }: { id: string; isApproved: boolean }) =>
      callApi(catalog.approveTestimonial, { params: { id }, body: { isApproved } }, { failure: 'Failed to update testimonial' }),
    onSuccess: refresh,
  });
}
