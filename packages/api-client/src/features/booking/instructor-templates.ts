import { useQuery } from '@tanstack/react-query';
import { callApi, type RouteBodyOf } from '@wsms/api-client/session';
import type { TemplateApplyFormValues } from '@wsms/contracts';
import * as booking from '../../generated/booking-routes';
import { instructorAreaKeys } from './booking-keys';
import { useBookingWrite } from './use-booking-write';

/** The acting instructor's saved weekly patterns. */
export function useInstructorTemplates(instructorId: string) {
  return useQuery({
    queryKey: instructorAreaKeys.templates(instructorId),
    queryFn: () => callApi(booking.listTemplates, { query: { instructorId } }, { failure: 'Failed to fetch availability' }),
  });
}

const templateChange = { bookings: false };

export const useCreateTemplate = () =>
  useBookingWrite(
    (template: RouteBodyOf<typeof booking.createTemplate>) => callApi(booking.createTemplate, { body: template }, { fallback: 'Failed to create template' }),
    templateChange,
  );

export const useApplyTemplate = () =>
  useBookingWrite(
    ({ id, range }: { id: string; range: TemplateApplyFormValues }) =>
      callApi(booking.applyTemplate, { params: { id }, body: range }, { fallback: 'Failed to apply template' }),
    templateChange,
  );

export const useDeleteTemplate = () =>
  useBookingWrite((id: string) => callApi(booking.deleteTemplate, { params: { id } }, { fallback: 'Failed to delete template' }), templateChange);
