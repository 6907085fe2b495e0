import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AvailabilitySlot,
  AvailabilitySlotFormValues,
  AvailabilitySlotUpdate,
  AvailabilityTemplate,
  Booking,
  CalendarFeedLink,
  CalendarFeedStatus,
  InstructorProfile,
  TemplateApplyFormValues,
  TemplateApplyResult,
} from '@wsms/contracts';
import { readJson, scope, sendJson } from './send';

/** The staff dashboard's data: everything under /api/instructor, scoped to the acting instructor. */
export const instructorAreaKeys = {
  all: ['/api/instructor'] as const,
  profile: (instructorId?: string) => [...instructorAreaKeys.all, 'profile', { instructorId }] as const,
  slots: (instructorId?: string) => [...instructorAreaKeys.all, 'availability', { instructorId }] as const,
  templates: (instructorId?: string) => [...instructorAreaKeys.all, 'availability-templates', { instructorId }] as const,
  bookings: (instructorId?: string) => [...instructorAreaKeys.all, 'bookings', { instructorId }] as const,
  feed: (instructorId?: string) => [...instructorAreaKeys.all, 'calendar-feed', { instructorId }] as const,
};

/** Staff: the instructor whose e-mail is theirs (404 'Instructor profile not found'); admins: the named or the first one. */
export function useInstructorProfile(instructorId?: string) {
  return useQuery({
    queryKey: instructorAreaKeys.profile(instructorId),
    queryFn: () => readJson<InstructorProfile>(`/api/instructor/profile${scope(instructorId)}`, 'Failed to fetch instructor data'),
  });
}

export function useInstructorSlots(instructorId: string) {
  return useQuery({
    queryKey: instructorAreaKeys.slots(instructorId),
    queryFn: () => readJson<AvailabilitySlot[]>(`/api/instructor/availability${scope(instructorId)}`, 'Failed to fetch availability'),
  });
}

export function useInstructorTemplates(instructorId: string) {
  return useQuery({
    queryKey: instructorAreaKeys.templates(instructorId),
    queryFn: () => readJson<AvailabilityTemplate[]>(`/api/instructor/availability-templates${scope(instructorId)}`, 'Failed to fetch availability'),
  });
}

export function useInstructorBookings(instructorId: string) {
  return useQuery({
    queryKey: instructorAreaKeys.bookings(instructorId),
    queryFn: () => readJson<Booking[]>(`/api/instructor/bookings${scope(instructorId)}`, 'Failed to fetch bookings'),
  });
}

export function useCalendarFeedStatus(instructorId: string) {
  return useQuery({
    queryKey: instructorAreaKeys.feed(instructorId),
    queryFn: () => readJson<CalendarFeedStatus>(`/api/instructor/calendar-feed${scope(instructorId)}`, 'Failed to fetch calendar feed'),
  });
}

/** A write under /api/instructor; afterwards everything of the instructor area (and free times) is read again. */
function useInstructorWrite<V, R>(run: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    // Not awaited: the caller's own callbacks run first, before a refetch may unmount the component
    // that started the change (a cancelled session leaves the Upcoming list, and with it its dialog).
    onSuccess: () => {
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: instructorAreaKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['/api/instructors'] }),
      ]);
    },
  });
}

export const useCreateSlot = () =>
  useInstructorWrite((slot: AvailabilitySlotFormValues) =>
    sendJson<AvailabilitySlot>('POST', '/api/instructor/availability', slot, 'Failed to create availability'),
  );

export const useUpdateSlot = () =>
  useInstructorWrite(({ id, changes }: { id: string; changes: AvailabilitySlotUpdate }) =>
    sendJson<AvailabilitySlot>('PUT', `/api/instructor/availability/${encodeURIComponent(id)}`, changes, 'Failed to update availability'),
  );

export const useDeleteSlot = () =>
  useInstructorWrite((id: string) => sendJson<void>('DELETE', `/api/instructor/availability/${encodeURIComponent(id)}`, undefined, 'Failed to delete availability'));

export const useCreateTemplate = () =>
  useInstructorWrite((template: Record<string, unknown>) =>
    sendJson<AvailabilityTemplate>('POST', '/api/instructor/availability-templates', template, 'Failed to create template'),
  );

export const useApplyTemplate = () =>
  useInstructorWrite(({ id, range }: { id: string; range: TemplateApplyFormValues }) =>
    sendJson<TemplateApplyResult>('POST', `/api/instructor/availability-templates/${encodeURIComponent(id)}/apply`, range, 'Failed to apply template'),
  );

export const useDeleteTemplate = () =>
  useInstructorWrite((id: string) => sendJson<void>('DELETE', `/api/instructor/availability-templates/${encodeURIComponent(id)}`, undefined, 'Failed to delete template'));

export const useCreateCalendarFeed = () =>
  useInstructorWrite((instructorId: string) =>
    sendJson<CalendarFeedLink>('POST', `/api/instructor/calendar-feed${scope(instructorId)}`, undefined, 'Failed to create calendar feed'),
  );

export const useRevokeCalendarFeed = () =>
  useInstructorWrite((instructorId: string) => sendJson<void>('DELETE', `/api/instructor/calendar-feed${scope(instructorId)}`, undefined, 'Failed to revoke calendar feed'));
