import { useQuery } from '@tanstack/react-query';
import { callApi } from '@wsms/api-client/session';
import type { AvailabilitySlotFormValues, AvailabilitySlotUpdate } from '@wsms/contracts';
import * as booking from '../../generated/booking-routes';
import { instructorAreaKeys } from './booking-keys';
import { useBookingWrite } from './use-booking-write';

/** The acting instructor's weekly and one-off slots. */
export function useInstructorSlots(instructorId: string | undefined, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: instructorAreaKeys.slots(instructorId),
    queryFn: () => callApi(booking.listSlots, { query: { instructorId } }, { failure: 'Failed to fetch availability' }),
    enabled,
  });
}

const slotChange = { bookings: false };

export const useCreateSlot = () =>
  useBookingWrite((slot: AvailabilitySlotFormValues) => callApi(booking.createSlot, { body: slot }, { fallback: 'Failed to create availability' }), slotChange);

export const useUpdateSlot = () =>
  useBookingWrite(
    ({ id, changes }: { id: string; changes: AvailabilitySlotUpdate }) =>
      callApi(booking.updateSlot, { params: { id }, body: changes }, { fallback: 'Failed to update availability' }),
    slotChange,
  );

export const useDeleteSlot = () =>
  useBookingWrite((id: string) => callApi(booking.deleteSlot, { params: { id } }, { fallback: 'Failed to delete availability' }), slotChange);
