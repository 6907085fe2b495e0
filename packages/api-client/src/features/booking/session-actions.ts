import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Booking,
  BookingCompleteResponse,
  BookingRescheduleInput,
  SessionMessage,
  SessionNote,
  SessionNoteFormValues,
  SessionNoteView,
  SessionOutcome,
  UnreadMessages,
} from '@wsms/contracts';
import { bookingKeys } from './booking-keys';
import { instructorAreaKeys } from './instructor-area';
import { readJson, scope, sendJson } from './send';

/** Both sides of one booking (client portal and staff dashboard): its thread, its notes, its changes. */
export const sessionKeys = {
  messages: (bookingId: string) => [...bookingKeys.all, bookingId, 'messages'] as const,
  notes: (bookingId: string) => [...bookingKeys.all, bookingId, 'notes'] as const,
  unread: (instructorId?: string) => [...bookingKeys.all, 'unread-messages', { instructorId }] as const,
};

const path = (bookingId: string, rest: string) => `/api/bookings/${encodeURIComponent(bookingId)}/${rest}`;

/** After a change, both sides' lists (bookings, free times, the instructor area) are read again. */
function useBookingWrite<V, R>(run: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    // Not awaited: the caller's own callbacks run first, before a refetch may unmount the component
    // that started the change (a cancelled session leaves the Upcoming list, and with it its dialog).
    onSuccess: () => {
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
        queryClient.invalidateQueries({ queryKey: instructorAreaKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['/api/instructors'] }),
      ]);
    },
  });
}

export const useCancelBooking = () =>
  useBookingWrite(({ bookingId, reason }: { bookingId: string; reason?: string }) =>
    sendJson<Booking>('POST', path(bookingId, 'cancel'), { reason: reason ?? '' }, 'Failed to cancel booking'),
  );

export const useRescheduleBooking = () =>
  useBookingWrite(({ bookingId, ...to }: BookingRescheduleInput & { bookingId: string }) =>
    sendJson<Booking>('POST', path(bookingId, 'reschedule'), to, 'Failed to move booking'),
  );

export const useCompleteBooking = () =>
  useBookingWrite((bookingId: string) => sendJson<BookingCompleteResponse>('POST', path(bookingId, 'complete'), undefined, 'Failed to complete booking'));

export const useSetBookingStatus = () =>
  useBookingWrite(({ bookingId, status }: { bookingId: string; status: SessionOutcome }) =>
    sendJson<Booking>('POST', path(bookingId, 'status'), { status }, 'Failed to update booking'),
  );

export const useMarkPaid = () => useBookingWrite((bookingId: string) => sendJson<Booking>('POST', path(bookingId, 'paid'), undefined, 'Failed to mark as paid'));

export function useSessionNote(bookingId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: sessionKeys.notes(bookingId),
    queryFn: () => readJson<SessionNoteView | null>(path(bookingId, 'notes'), 'Failed to fetch session notes'),
    enabled,
  });
}

export const useSaveSessionNote = () =>
  useBookingWrite(({ bookingId, note }: { bookingId: string; note: SessionNoteFormValues }) =>
    sendJson<SessionNote>('PUT', path(bookingId, 'notes'), note, 'Failed to save session notes'),
  );

export function useSessionMessages(bookingId: string) {
  return useQuery({
    queryKey: sessionKeys.messages(bookingId),
    queryFn: () => readJson<SessionMessage[]>(path(bookingId, 'messages'), 'Failed to fetch messages'),
  });
}

export const useSendMessage = () =>
  useBookingWrite(({ bookingId, message }: { bookingId: string; message: string }) =>
    sendJson<SessionMessage>('POST', path(bookingId, 'messages'), { message }, 'Failed to send message'),
  );

export const useMarkMessagesRead = () =>
  useBookingWrite((bookingId: string) => sendJson<void>('POST', path(bookingId, 'messages/read'), undefined, 'Failed to mark messages read'));

/** A client's unread messages, or (staff, admin) the acting instructor's. */
export function useUnreadMessages(instructorId?: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: sessionKeys.unread(instructorId),
    queryFn: () => readJson<UnreadMessages>(`/api/bookings/unread-messages${scope(instructorId)}`, 'Failed to fetch messages'),
    enabled,
  });
}

/** The session's .ics file (the signed-in side's own link; e-mails carry a token instead). */
export const calendarFileUrl = (bookingId: string) => path(bookingId, 'calendar.ics');
