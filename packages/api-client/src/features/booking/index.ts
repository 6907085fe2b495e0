export { bookingKeys, checkoutKeys, availabilityKeys, instructorAreaKeys, outboxKeys, packageKeys, creditKeys, waitlistKeys, type BookingListFilters } from './booking-keys';
export { getFreeTimes, freeTimesQueryOptions, useFreeTimes } from './get-free-times';
export { createBookingCheckout, useCreateBookingCheckout, type CheckoutBody } from './create-checkout';
export { getCheckoutSummary, checkoutSummaryQueryOptions, useCheckoutSummary } from './get-checkout-summary';
export { settleCheckout, useSettleCheckout } from './settle-checkout';
export { getCheckoutConfig, checkoutConfigQueryOptions, useCheckoutConfig } from './get-checkout-config';
export { getBookings, bookingsQueryOptions, useBookings } from './get-bookings';
export { useInstructorProfile } from './instructor-profile';
export { useInstructorBookings, type BookingRange } from './instructor-bookings';
export { useBookingPages, useInstructorBookingPages, useOutboxPages } from './booking-pages';
export { useInstructorSlots, useCreateSlot, useUpdateSlot, useDeleteSlot } from './instructor-slots';
export { useInstructorTemplates, useCreateTemplate, useApplyTemplate, useDeleteTemplate } from './instructor-templates';
export { useCalendarFeedStatus, useCreateCalendarFeed, useRevokeCalendarFeed, calendarFileUrl } from './calendar-feed';
export { cancelPreviewQueryOptions, getCancelPreview, useCancelPreview, useCancelBooking, useRescheduleBooking, useCompleteBooking, useSetBookingStatus, useMarkPaid, useWaiveForfeit } from './session-changes';
export { useSessionNote, useSaveSessionNote } from './session-notes';
export { useSessionMessages, useSendMessage, useMarkMessagesRead, useUnreadMessages } from './session-messages';
export { useSessionThread } from './session-thread';
export { getOutbox, outboxQueryOptions, useOutbox } from './get-outbox';
export { getCheckoutConsent, checkoutConsentQueryOptions, useCheckoutConsent, useSignCheckoutConsent } from './checkout-consent';
export {
  getPackages,
  packagesQueryOptions,
  usePackages,
  usePackageSales,
  usePackagePurchasePages,
  useCreatePackage,
  useUpdatePackage,
  usePurchasePackage,
  useMarkPurchasePaid,
  getMyCredits,
  myCreditsQueryOptions,
  useMyCredits,
} from './packages';
export { useMyWaitlistPages, useInstructorWaitlist, useJoinWaitlist, useLeaveWaitlist, useClaimWaitlistOffer } from './waitlist';
