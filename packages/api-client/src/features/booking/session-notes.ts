import { useQuery } from '@tanstack/react-query';
import { callApi } from '@wsms/api-client/session';
import type { SessionNoteFormValues } from '@wsms/contracts';
import * as booking from '../../generated/booking-routes';
import { bookingKeys } from './booking-keys';
import { useBookingWrite } from './use-booking-write';

/** The instructor's notes on a session: all of them for the instructor's side, the next steps for the client. */
export function useSessionNote(bookingId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: bookingKeys.notes(bookingId),
    queryFn: () => callApi(booking.getSessionNote, { params: { id: bookingId } }, { failure: 'Failed to fetch session notes' }),
    enabled,
  });
}

export const useSaveSessionNote = () =>
  useBookingWrite(({ bookingId, note }: { bookingId: string; note: SessionNoteFormValues }) =>
    callApi(booking.saveSessionNote, { params: { id: bookingId }, body: note }, { fallback: 'Failed to save session notes' }),
  );
