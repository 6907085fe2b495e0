export { bookingKeys, checkoutKeys, availabilityKeys } from './booking-keys';
export { getFreeTimes, freeTimesQueryOptions, useFreeTimes } from './get-free-times';
export { createBookingCheckout, useCreateBookingCheckout, type CheckoutBody } from './create-checkout';
export { getCheckoutSummary, checkoutSummaryQueryOptions, useCheckoutSummary } from './get-checkout-summary';
export { settleCheckout, useSettleCheckout } from './settle-checkout';
export { getCheckoutConfig, checkoutConfigQueryOptions, useCheckoutConfig } from './get-checkout-config';
export { getBookings, bookingsQueryOptions, useBookings } from './get-bookings';
export {
  instructorAreaKeys,
  useInstructorProfile,
  useInstructorSlots,
  useInstructorTemplates,
  useInstructorBookings,
  useCalendarFeedStatus,
  useCreateSlot,
  useUpdateSlot,
  useDeleteSlot,
  useCreateTemplate,
  useApplyTemplate,
  useDeleteTemplate,
  useCreateCalendarFeed,
  useRevokeCalendarFeed,
} from './instructor-area';
export {
  sessionKeys,
  useCancelBooking,
  useRescheduleBooking,
  useCompleteBooking,
  useSetBookingStatus,
  useMarkPaid,
  useSessionNote,
  useSaveSessionNote,
  useSessionMessages,
  useSendMessage,
  useMarkMessagesRead,
  useUnreadMessages,
  calendarFileUrl,
} from './session-actions';
export { useSessionThread } from './session-thread';
