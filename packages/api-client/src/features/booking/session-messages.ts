import { useQuery } from '@tanstack/react-query';
import { callApi } from '@wsms/api-client/session';
import * as booking from '../../generated/booking-routes';
import { bookingKeys } from './booking-keys';
import { useBookingWrite } from './use-booking-write';

/** One booking's thread, oldest first. */
export function useSessionMessages(bookingId: string) {
  return useQuery({
    queryKey: bookingKeys.messages(bookingId),
    queryFn: () => callApi(booking.listMessages, { params: { id: bookingId } }, { failure: 'Failed to fetch messages' }),
  });
}

export const useSendMessage = () =>
  useBookingWrite(({ bookingId, message }: { bookingId: string; message: string }) =>
    callApi(booking.sendMessage, { params: { id: bookingId }, body: { message } }, { fallback: 'Failed to send message' }),
  );

export const useMarkMessagesRead = () =>
  useBookingWrite((bookingId: string) => callApi(booking.markMessagesRead, { params: { id: bookingId } }, { fallback: 'Failed to mark messages read' }));

/** A client's unread messages, or (staff, admin) the acting instructor's. */
export function useUnreadMessages(instructorId?: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: bookingKeys.unread(instructorId),
    queryFn: () => callApi(booking.unreadMessages, { query: { instructorId } }, { failure: 'Failed to fetch messages' }),
    enabled,
  });
}
