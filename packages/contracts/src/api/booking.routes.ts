import { z } from 'zod';
import {
  availabilitySlotInputSchema,
  availabilitySlotSchema,
  availabilitySlotUpdateSchema,
  availabilityTemplateInputSchema,
  availabilityTemplateSchema,
  calendarDateSchema,
  freeTimesQuerySchema,
  freeTimesResponseSchema,
  templateApplyResultSchema,
  templateApplySchema,
} from '../availability.schema';
import {
  bookingCheckoutResponseSchema,
  bookingCheckoutSchema,
  bookingIdSchema,
  bookingListQuerySchema,
  bookingMessages,
  bookingOrderShape,
  bookingSchema,
  bookingStatusSchema,
  checkoutConfigSchema,
  checkoutSummarySchema,
  instructorProfileSchema,
  outboxEmailSchema,
  outboxInputSchema,
} from '../booking.schema';
import { pageQueryShape, pageQuerySchema, searchQueryShape } from '../page.schema';
import { pagedNote } from './paged-note';
import { creditMessages } from '../credits.schema';
import {
  bookingCalendarQuerySchema,
  bookingCancelSchema,
  bookingCompleteResponseSchema,
  cancelPreviewSchema,
  bookingRescheduleSchema,
  bookingStatusChangeSchema,
  calendarFeedLinkSchema,
  calendarFeedQuerySchema,
  calendarFeedStatusSchema,
  sessionMessageInputSchema,
  sessionMessageSchema,
  sessionMessages,
  sessionNoteInputSchema,
  sessionNoteSchema,
  sessionNoteViewSchema,
  unreadMessagesSchema,
} from '../session.schema';
import { clinicalMessages } from '../clinical.schema';
import { consentGateApi } from './consent-gate.routes';
import { creditsApi } from './credits.routes';
import { instructorClientsApi } from './instructor-clients.routes';
import { reportsApi } from './reports.routes';
import { waitlistApi } from './waitlist.routes';
import { idParamsSchema } from './params.schema';
import { defineRoute } from './route-contract';

export const bookingIdParamsSchema = z.object({ bookingId: bookingIdSchema });
export const bookingParamsSchema = z.object({ id: bookingIdSchema });
const keyNote = 'The booking key travels in the `x-booking-key` header: the checkout link\'s key views and cancels, the e-mailed key also confirms; the booking id alone answers 404.';
/** Admins name the instructor they act on; staff may only name their own. */
export const instructorScopeQuerySchema = z.strictObject({ instructorId: z.string().min(1).max(64).optional() });
export const instructorBookingsQuerySchema = instructorScopeQuerySchema.extend({
  status: bookingStatusSchema.optional(),
  /** Sessions on or after / on or before these dates (yyyy-MM-dd, America/New_York). */
  from: calendarDateSchema.optional(),
  to: calendarDateSchema.optional(),
  /** The client's name or e-mail (a whole word of the name, the whole name, the e-mail or its part before @). */
  ...searchQueryShape,
  ...bookingOrderShape,
  ...pageQueryShape,
});

/** Only the event fields the booking service reads; Stripe sends many more. */
export const stripeEventSchema = z.looseObject({
  id: z.string(),
  type: z.string(),
  data: z.looseObject({ object: z.looseObject({ id: z.string(), metadata: z.record(z.string(), z.string()).nullish() }) }),
});

const checkoutErrors = {
  404: bookingMessages.bookingNotFound,
  409: `${bookingMessages.holdExpired}, ${bookingMessages.cancelled}, or ${bookingMessages.alreadyConfirmed}`,
} as const;

const bookingRoutes = {
  freeTimes: defineRoute({
    method: 'get',
    path: '/api/instructors/:id/availability',
    auth: 'public',
    summary: 'Hourly start times still free on a date (default: today, America/New_York)',
    request: { params: idParamsSchema, query: freeTimesQuerySchema },
    responses: { 200: freeTimesResponseSchema, 404: bookingMessages.instructorNotFound },
  }),
  listBookings: defineRoute({
    method: 'get',
    path: '/api/bookings',
    auth: 'user',
    summary: "Bookings the caller may see: a client's own, a staff member's instructor's, all for admins",
    description: pagedNote('newest session first (`order=oldest-first`: soonest first)'),
    request: { query: bookingListQuerySchema },
    responses: { 200: z.array(bookingSchema), 403: 'You can only view your own bookings' },
  }),
  checkoutConfig: defineRoute({
    method: 'get',
    path: '/api/bookings/checkout/config',
    auth: 'public',
    summary: 'The Turnstile site key when checkout requires the bot check, else null',
    request: {},
    responses: { 200: checkoutConfigSchema },
  }),
  startCheckout: defineRoute({
    method: 'post',
    path: '/api/bookings/checkout',
    auth: 'public',
    summary: 'Hold the seats as a pending booking and answer the payment page URL (with a credit: confirmed at once)',
    description: 'Without Stripe the URL is the site\'s own checkout page (pay at the gym), relative unless PUBLIC_URL is set; it carries the checkout key. `paymentMethod: \'credit\'` (a signed-in client with a verified e-mail booking for that e-mail) spends the credit that expires first among those valid for the session type on that date and answers the success page\'s URL, status confirmed.',
    request: { body: bookingCheckoutSchema },
    responses: {
      201: bookingCheckoutResponseSchema,
      404: bookingMessages.instructorNotFound,
      401: creditMessages.creditNeedsAccount,
      403: creditMessages.creditOwnEmail,
      409: `${bookingMessages.slotTaken}, or (a credit) ${creditMessages.noCredit}`,
      429: 'Too many checkouts from this address, or too many unconfirmed holds for this e-mail or address (see Retry-After)',
      502: bookingMessages.checkoutFailed,
      503: 'The instructor directory is unavailable',
    },
  }),
  createBooking: defineRoute({
    method: 'post',
    path: '/api/bookings',
    auth: 'admin',
    summary: 'Book a confirmed session directly (no payment)',
    request: { body: bookingCheckoutSchema },
    responses: { 201: bookingSchema, 404: bookingMessages.instructorNotFound, 409: bookingMessages.slotTaken },
  }),
  markPaid: defineRoute({
    method: 'post',
    path: '/api/bookings/:id/paid',
    auth: 'staff',
    auditStaff: true,
    summary: "Record that an at-gym payment was taken (staff of that instructor, or an admin; never for one's own booking)",
    request: { params: bookingParamsSchema },
    responses: {
      200: bookingSchema,
      403: bookingMessages.ownPayment,
      404: `${bookingMessages.bookingNotFound} (also for another instructor's booking)`,
      409: `${bookingMessages.notPaidOnline}, ${bookingMessages.paidCancelled}, or ${bookingMessages.notConfirmed} (a hold); allowed when confirmed, completed or no-show`,
    },
  }),
  getCheckout: defineRoute({
    method: 'get',
    path: '/api/checkout/:bookingId',
    auth: 'public',
    summary: "What the site's checkout page shows",
    description: keyNote,
    request: { params: bookingIdParamsSchema },
    responses: { 200: checkoutSummarySchema, 404: bookingMessages.bookingNotFound },
  }),
  confirmCheckout: defineRoute({
    method: 'post',
    path: '/api/checkout/:bookingId/confirm',
    auth: 'public',
    summary: 'Confirm a held booking paid at the gym (absent when Stripe is configured)',
    description: `${keyNote} A signed-in client whose verified e-mail matches the booking confirms with the checkout key too.`,
    request: { params: bookingIdParamsSchema },
    responses: {
      200: checkoutSummarySchema,
      403: bookingMessages.confirmByEmail,
      ...checkoutErrors,
      409: `${checkoutErrors[409]}; or ${clinicalMessages.consentRequired}`,
      503: clinicalMessages.consentUnavailable,
    },
  }),
  cancelCheckout: defineRoute({
    method: 'post',
    path: '/api/checkout/:bookingId/cancel',
    auth: 'public',
    summary: 'Give up a held booking and free its seats',
    description: keyNote,
    request: { params: bookingIdParamsSchema },
    responses: { 200: checkoutSummarySchema, 404: bookingMessages.bookingNotFound, 409: bookingMessages.alreadyConfirmed },
  }),
  listOutbox: defineRoute({
    method: 'get',
    path: '/api/outbox',
    auth: 'admin',
    summary: 'Every e-mail of the durable outbox, newest first (sentAt null while waiting or retrying)',
    description: pagedNote('newest first'),
    request: { query: pageQuerySchema },
    responses: { 200: z.array(outboxEmailSchema) },
  }),
  queueEmail: defineRoute({
    method: 'post',
    path: '/internal/outbox',
    auth: 'internal',
    summary: 'Queue an e-mail in the durable outbox (other services)',
    request: { body: outboxInputSchema },
    responses: { 202: z.object({ id: z.string() }) },
  }),
  stripeWebhook: defineRoute({
    method: 'post',
    path: '/api/payments/stripe/webhook',
    auth: 'public',
    summary: "Stripe's checkout.session events (only when Stripe is configured)",
    description: 'The `stripe-signature` header must sign the raw body with the webhook secret.',
    request: { rawBody: { media: 'application/json', schema: stripeEventSchema } },
    responses: { 200: z.object({ received: z.literal(true) }), 400: 'Invalid Stripe signature' },
  }),
};

const instructorRoutes = {
  instructorProfile: defineRoute({
    method: 'get',
    path: '/api/instructor/profile',
    auth: 'staff',
    summary: 'The instructor record the caller acts on',
    request: { query: instructorScopeQuerySchema },
    responses: { 200: instructorProfileSchema, 403: 'Staff can only manage their own instructor profile', 404: 'Instructor profile not found' },
  }),
  instructorBookings: defineRoute({
    method: 'get',
    path: '/api/instructor/bookings',
    auth: 'staff',
    summary: "The acting instructor's bookings",
    description: pagedNote('newest session first (`order=oldest-first`: soonest first)'),
    request: { query: instructorBookingsQuerySchema },
    responses: { 200: z.array(bookingSchema), 403: 'Staff can only manage their own instructor profile', 404: 'Instructor profile not found' },
  }),
  listSlots: defineRoute({
    method: 'get',
    path: '/api/instructor/availability',
    auth: 'staff',
    summary: "The acting instructor's availability slots",
    request: { query: instructorScopeQuerySchema },
    responses: { 200: z.array(availabilitySlotSchema), 403: 'Staff can only manage their own instructor profile', 404: 'Instructor profile not found' },
  }),
  createSlot: defineRoute({
    method: 'post',
    path: '/api/instructor/availability',
    auth: 'staff',
    summary: 'Add a weekly or one-off slot',
    request: { body: availabilitySlotInputSchema },
    responses: { 201: availabilitySlotSchema, 403: 'Staff can only manage their own instructor profile', 404: 'Instructor profile not found' },
  }),
  updateSlot: defineRoute({
    method: 'put',
    path: '/api/instructor/availability/:id',
    auth: 'staff',
    summary: 'Change a slot (send only what changes)',
    request: { params: idParamsSchema, body: availabilitySlotUpdateSchema },
    responses: { 200: availabilitySlotSchema, 403: "Staff can only manage their own instructor's availability", 404: 'Availability slot not found' },
  }),
  deleteSlot: defineRoute({
    method: 'delete',
    path: '/api/instructor/availability/:id',
    auth: 'staff',
    summary: 'Remove a slot',
    request: { params: idParamsSchema },
    responses: { 204: null, 403: "Staff can only manage their own instructor's availability", 404: 'Availability slot not found' },
  }),
  listTemplates: defineRoute({
    method: 'get',
    path: '/api/instructor/availability-templates',
    auth: 'staff',
    summary: "The acting instructor's availability templates",
    request: { query: instructorScopeQuerySchema },
    responses: { 200: z.array(availabilityTemplateSchema), 403: 'Staff can only manage their own instructor profile', 404: 'Instructor profile not found' },
  }),
  createTemplate: defineRoute({
    method: 'post',
    path: '/api/instructor/availability-templates',
    auth: 'staff',
    summary: 'Save a weekly pattern as a template',
    request: { body: availabilityTemplateInputSchema },
    responses: { 201: availabilityTemplateSchema, 403: 'Staff can only manage their own instructor profile', 404: 'Instructor profile not found' },
  }),
  applyTemplate: defineRoute({
    method: 'post',
    path: '/api/instructor/availability-templates/:id/apply',
    auth: 'staff',
    summary: "Create the template's weekly slots, skipping exact duplicates",
    description: 'With `{ weekStart, weeks }` the pattern becomes dated slots on those weeks (from the Monday of weekStart); without a body, weekly slots. Slots that already exist, past dates and Sunday entries are left out; `reason` says why nothing was added.',
    request: { params: idParamsSchema, body: templateApplySchema },
    responses: { 201: templateApplyResultSchema, 403: "Staff can only manage their own instructor's availability", 404: 'Availability template not found' },
  }),
  deleteTemplate: defineRoute({
    method: 'delete',
    path: '/api/instructor/availability-templates/:id',
    auth: 'staff',
    summary: 'Remove a template (its slots stay)',
    request: { params: idParamsSchema },
    responses: { 204: null, 403: "Staff can only manage their own instructor's availability", 404: 'Availability template not found' },
  }),
};

const bookingOr403 = { 403: `${sessionMessages.notYours}, or ${sessionMessages.otherInstructor}`, 404: bookingMessages.bookingNotFound } as const;

/** Both sides of a booking after checkout: its client (verified e-mail), its instructor's staff, admins. */
const sessionRoutes = {
  cancelPreview: defineRoute({
    method: 'get',
    path: '/api/bookings/:id/cancel-preview',
    auth: 'user',
    summary: 'What cancelling now would do for the one asking: late or not, the credit, the payment',
    description: "The cancellation policy's answer at this moment, the one the cancel applies: a client's cancellation after the cut-off is late (`message` names its cost, and the cancel needs acceptLateCancel); staff and admins never cancel late; a pending booking is released.",
    request: { params: bookingParamsSchema },
    responses: { 200: cancelPreviewSchema, ...bookingOr403, 409: sessionMessages.notUpcoming },
  }),
  cancelBooking: defineRoute({
    method: 'post',
    path: '/api/bookings/:id/cancel',
    auth: 'user',
    summary: 'Cancel a booking: its client (after the cut-off only with acceptLateCancel), its instructor or an admin at any time (with a reason)',
    description: 'Frees its seats and e-mails the other side. The cancellation policy decides the rest: before the cut-off (and whenever staff or an admin cancel) a credit is returned and a Stripe payment refunded; a client\'s late cancellation forfeits the credit and keeps the payment. A pending booking is released instead.',
    request: { params: bookingParamsSchema, body: bookingCancelSchema },
    responses: { 200: bookingSchema, ...bookingOr403, 409: `${sessionMessages.notUpcoming}; inside the cut-off without acceptLateCancel: "This session starts in less than N hours, so cancelling now is a late cancellation: …" naming the consequence; or ${sessionMessages.changedMeanwhile}` },
  }),
  rescheduleBooking: defineRoute({
    method: 'post',
    path: '/api/bookings/:id/reschedule',
    auth: 'user',
    summary: 'Move a confirmed booking to another free time of the same instructor',
    description: 'The new seats are taken before the old ones are freed, with the checkout\'s race guarantees; clients only until the cut-off.',
    request: { params: bookingParamsSchema, body: bookingRescheduleSchema },
    responses: {
      200: bookingSchema,
      ...bookingOr403,
      409: `${bookingMessages.slotTaken}, ${sessionMessages.notUpcoming}, the cut-off, ${creditMessages.creditNotValidThen}, or ${sessionMessages.changedMeanwhile}`,
    },
  }),
  completeBooking: defineRoute({
    method: 'post',
    path: '/api/bookings/:id/complete',
    auth: 'user',
    summary: "Finish a pending booking: confirmed at once when paid at the gym, else the payment page's URL",
    request: { params: bookingParamsSchema },
    responses: {
      200: bookingCompleteResponseSchema,
      ...bookingOr403,
      409: `${sessionMessages.notCompletable}, ${bookingMessages.holdExpired}, or ${clinicalMessages.consentRequired}`,
      503: clinicalMessages.consentUnavailable,
    },
  }),
  setBookingStatus: defineRoute({
    method: 'post',
    path: '/api/bookings/:id/status',
    auth: 'staff',
    summary: 'Mark a session completed or no-show from its start time (staff of that instructor, or an admin)',
    request: { params: bookingParamsSchema, body: bookingStatusChangeSchema },
    responses: { 200: bookingSchema, ...bookingOr403, 409: `${sessionMessages.statusNotAllowed}, ${sessionMessages.notStarted}, or ${sessionMessages.changedMeanwhile}` },
  }),
  getSessionNote: defineRoute({
    method: 'get',
    path: '/api/bookings/:id/notes',
    auth: 'user',
    summary: "The instructor's notes on a session (null before any): all fields for the instructor's side, next steps for the client",
    request: { params: bookingParamsSchema },
    responses: { 200: sessionNoteViewSchema.nullable(), ...bookingOr403 },
  }),
  saveSessionNote: defineRoute({
    method: 'put',
    path: '/api/bookings/:id/notes',
    auth: 'staff',
    summary: 'Write or replace the notes on a session (staff of that instructor, or an admin)',
    request: { params: bookingParamsSchema, body: sessionNoteInputSchema },
    responses: { 200: sessionNoteSchema, ...bookingOr403, 409: sessionMessages.notesClosed },
  }),
  listMessages: defineRoute({
    method: 'get',
    path: '/api/bookings/:id/messages',
    auth: 'user',
    summary: 'The message thread of a booking, oldest first',
    description: pagedNote('oldest first'),
    request: { params: bookingParamsSchema, query: pageQuerySchema },
    responses: { 200: z.array(sessionMessageSchema), ...bookingOr403 },
  }),
  sendMessage: defineRoute({
    method: 'post',
    path: '/api/bookings/:id/messages',
    auth: 'user',
    summary: 'Write to the other side of a booking (they are e-mailed through the outbox)',
    request: { params: bookingParamsSchema, body: sessionMessageInputSchema },
    responses: { 201: sessionMessageSchema, ...bookingOr403, 409: sessionMessages.messagesClosed, 429: sessionMessages.tooManyMessages },
  }),
  markMessagesRead: defineRoute({
    method: 'post',
    path: '/api/bookings/:id/messages/read',
    auth: 'user',
    summary: "Mark the other side's messages in a thread as read",
    request: { params: bookingParamsSchema },
    responses: { 204: null, ...bookingOr403 },
  }),
  unreadMessages: defineRoute({
    method: 'get',
    path: '/api/bookings/unread-messages',
    auth: 'user',
    summary: "Unread messages from the other side: a client's, or (staff, admin) the acting instructor's",
    request: { query: instructorScopeQuerySchema },
    responses: { 200: unreadMessagesSchema, 403: 'Staff can only manage their own instructor profile', 404: 'Instructor profile not found' },
  }),
  bookingCalendarFile: defineRoute({
    method: 'get',
    path: '/api/bookings/:id/calendar.ics',
    auth: 'public',
    summary: 'The session as an iCalendar file',
    description: 'For its client, its instructor\'s staff and admins by their session, or for anyone with the `token` from the confirmation e-mail.',
    request: { params: bookingParamsSchema, query: bookingCalendarQuerySchema },
    responses: { 200: { media: 'text/calendar', description: 'One VEVENT' }, 404: bookingMessages.bookingNotFound },
  }),
  calendarFeedStatus: defineRoute({
    method: 'get',
    path: '/api/instructor/calendar-feed',
    auth: 'staff',
    summary: "Whether the acting instructor has a private calendar feed",
    request: { query: instructorScopeQuerySchema },
    responses: { 200: calendarFeedStatusSchema, 403: 'Staff can only manage their own instructor profile', 404: 'Instructor profile not found' },
  }),
  createCalendarFeed: defineRoute({
    method: 'post',
    path: '/api/instructor/calendar-feed',
    auth: 'staff',
    summary: 'Make a new private feed URL (any earlier one stops working); the URL is shown only now',
    request: { query: instructorScopeQuerySchema },
    responses: { 201: calendarFeedLinkSchema, 400: 'instructorId is required (an admin without an instructor record)', 403: 'Staff can only manage their own instructor profile', 404: 'Instructor profile not found' },
  }),
  revokeCalendarFeed: defineRoute({
    method: 'delete',
    path: '/api/instructor/calendar-feed',
    auth: 'staff',
    summary: 'Turn the private feed off',
    request: { query: instructorScopeQuerySchema },
    responses: { 204: null, 403: 'Staff can only manage their own instructor profile', 404: 'Instructor profile not found' },
  }),
  calendarFeed: defineRoute({
    method: 'get',
    path: '/api/instructor/calendar.ics',
    auth: 'public',
    summary: "An instructor's upcoming sessions as an iCalendar feed (the secret token is the access)",
    request: { query: calendarFeedQuerySchema },
    responses: { 200: { media: 'text/calendar', description: 'One VEVENT per session' }, 404: sessionMessages.feedNotFound },
  }),
};

/** services/booking: availability, holds, checkout and payments, the staff dashboard's instructor area. */
export const bookingApi = { ...bookingRoutes, ...instructorRoutes, ...sessionRoutes, ...instructorClientsApi, ...consentGateApi, ...creditsApi, ...waitlistApi, ...reportsApi };
