import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@wsms/api-client/session';
import type { BookingRescheduleInput, SessionOutcome } from '@wsms/contracts';
import * as booking from '../../generated/booking-routes';
import { bookingKeys } from './booking-keys';
import { useBookingWrite } from './use-booking-write';

/** What cancelling now would do for the signed-in side (late or not, and what it costs): the service's policy decides, never the screen. */
export const getCancelPreview = (bookingId: string) => callApi(booking.cancelPreview, { params: { id: bookingId } }, { failure: 'Failed to load the cancellation terms' });
export const cancelPreviewQueryOptions = (bookingId: string) =>
  queryOptions({ queryKey: bookingKeys.cancelPreview(bookingId), queryFn: () => getCancelPreview(bookingId), staleTime: 0 });
export const useCancelPreview = (bookingId: string, { enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...cancelPreviewQueryOptions(bookingId), enabled });

/** Both sides of one booking (client portal and staff dashboard): cancel, move, finish, its outcome and payment. */
export const useCancelBooking = () =>
  useBookingWrite(({ bookingId, reason, acceptLateCancel }: { bookingId: string; reason?: string; acceptLateCancel?: boolean }) =>
    callApi(
      booking.cancelBooking,
      { params: { id: bookingId }, body: { reason: reason ?? '', ...(acceptLateCancel ? { acceptLateCancel: true } : {}) } },
      { fallback: 'Failed to cancel booking' },
    ),
  );

/** Staff or an admin give a forfeited credit back (once). */
export const useWaiveForfeit = () =>
  useBookingWrite((bookingId: string) => callApi(booking.waiveForfeit, { params: { id: bookingId } }, { fallback: 'Failed to waive the forfeit' }));

export const useRescheduleBooking = () =>
  useBookingWrite(({ bookingId, ...to }: BookingRescheduleInput & { bookingId: string }) =>
    callApi(booking.rescheduleBooking, { params: { id: bookingId }, body: to }, { fallback: 'Failed to move booking' }),
  );

export const useCompleteBooking = () =>
  useBookingWrite((bookingId: string) => callApi(booking.completeBooking, { params: { id: bookingId } }, { fallback: 'Failed to complete booking' }));

export const useSetBookingStatus = () =>
  useBookingWrite(({ bookingId, status }: { bookingId: string; status: SessionOutcome }) =>
    callApi(booking.setBookingStatus, { params: { id: bookingId }, body: { status } }, { fallback: 'Failed to update booking' }),
  );

export const useMarkPaid = () =>
  useBookingWrite((bookingId: string) => callApi(booking.markPaid, { params: { id: bookingId } }, { fallback: 'Failed to mark as paid' }));
