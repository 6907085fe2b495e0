import { z } from 'zod';
import { calendarDateSchema, hourTimeSchema } from './availability.schema';
import { isClosedDay } from './dates';
import { bookingSchema } from './booking.schema';
import { business } from './business';
import { optionalText, requiredText } from './fields.schema';

/*
 * Both sides of a booking after checkout: cancel, reschedule, status, session notes, messages,
 * calendar files (spec sections 2 and 3: session_messages, session_notes).
 */

export const sessionMessages = {
  notYours: 'You can only change your own bookings',
  otherInstructor: "Staff can only manage their own instructor's bookings",
  notUpcoming: 'Only an upcoming confirmed or pending session can be changed',
  changedMeanwhile: 'This booking was just changed. Please reload and try again.',
  sameTime: 'Choose a different time',
  reasonRequired: 'Give a reason for the cancellation',
  notCompletable: 'Only a pending booking can be completed',
  statusNotAllowed: 'Only a confirmed, completed or no-show session can be marked completed or no-show',
  notStarted: 'This session has not started yet: it can be marked completed or no-show from its start time',
  notesClosed: 'Notes can be written once the booking is confirmed',
  messagesClosed: 'Messages open once the booking is confirmed',
  tooManyMessages: 'Too many messages in a short time. Please wait a few minutes.',
  feedNotFound: 'Calendar feed not found',
} as const;

/** 409 for a client's change inside the cut-off (BOOKING_CHANGE_CUTOFF_HOURS). */
export const changeCutoffMessage = (hours: number) =>
  `This session starts in less than ${hours} hours, so it can no longer be changed online. Please contact the gym at ${business.phone} or ${business.email}.`;

/** What a late cancellation costs: the booking's credit, or its payment. */
export type LateCancelCost = 'credit' | 'payment' | 'nothing';

const lateCosts: Record<LateCancelCost, string> = {
  credit: 'its credit is forfeited',
  payment: 'its payment is not refunded',
  nothing: 'it is recorded as late',
};

/** 409 for a client's cancellation after the cut-off without `acceptLateCancel`: the consequence, named. */
export const lateCancelMessage = (hours: number, cost: LateCancelCost) =>
  `This session starts in less than ${hours} hours, so cancelling now is a late cancellation: ${lateCosts[cost]}. Confirm the late cancellation to go ahead.`;

/** The policy every confirmation and reminder e-mail, the booking form and the cancel dialog show (unless CANCELLATION_POLICY_TEXT replaces it). */
export const cancellationPolicyText = (hours: number) =>
  `Cancellation policy: cancel at least ${hours} hours before your session and a package credit is returned or a card payment refunded. A later cancellation or a missed session forfeits the credit, and a payment is not refunded.`;

/** Statuses staff set after the session (spec 4 lists pending and confirmed; these follow confirmed). */
export const sessionOutcomes = ['completed', 'no_show'] as const;
export type SessionOutcome = (typeof sessionOutcomes)[number];

/** POST /api/bookings/:id/cancel. Staff and admins must give a reason; a client may, and confirms a cancellation after the cut-off. */
export const bookingCancelSchema = z.strictObject({
  reason: optionalText('Reason', 500).optional().transform((v) => v ?? ''),
  /** The client accepts a late cancellation (after the cut-off): the seat is freed, a credit forfeited, a payment kept. */
  acceptLateCancel: z.boolean({ error: 'acceptLateCancel must be true or false' }).optional(),
});
export type BookingCancelInput = z.output<typeof bookingCancelSchema>;

/**
 * GET /api/bookings/:id/cancel-preview: what cancelling now would do for the one asking, by the
 * service's cancellation policy (the only place that decides whether a cancellation is late).
 */
export const cancelPreviewSchema = z.object({
  /** A client's cancellation after the cut-off: it goes ahead only with acceptLateCancel. */
  late: z.boolean(),
  credit: z.enum(['return', 'forfeit', 'none']),
  payment: z.enum(['refund', 'keep', 'none']),
  /** When late: the consequence, in the words the client confirms (the cancel's 409 says the same). */
  message: z.string().nullable(),
});
export type CancelPreview = z.infer<typeof cancelPreviewSchema>;

/** The staff dashboard's cancel form: the reason is required of staff and admins (the service checks it too). */
export const staffCancelFormSchema = z.strictObject({ reason: z.string({ error: sessionMessages.reasonRequired }).trim().min(1, sessionMessages.reasonRequired).max(500, 'Reason must be at most 500 characters') });
export type BookingCancelFormValues = z.input<typeof bookingCancelSchema>;

/** POST /api/bookings/:id/reschedule: another free time of the same instructor. */
export const bookingRescheduleSchema = z.strictObject({
  sessionDate: calendarDateSchema.refine((d) => !isClosedDay(d), 'Sessions are not available on Sundays'),
  time: hourTimeSchema,
});
export type BookingRescheduleInput = z.output<typeof bookingRescheduleSchema>;

/** POST /api/bookings/:id/status (staff): how the session went. */
export const bookingStatusChangeSchema = z.strictObject({
  status: z.enum(sessionOutcomes, { error: 'Status must be completed or no_show' }),
});
export type BookingStatusChange = z.output<typeof bookingStatusChangeSchema>;

/** POST /api/bookings/:id/complete: a pending booking is confirmed (pay at the gym) or sent back to its payment page. */
export const bookingCompleteResponseSchema = z.object({ booking: bookingSchema, checkoutUrl: z.string().nullable() });
export type BookingCompleteResponse = z.infer<typeof bookingCompleteResponseSchema>;

const ratingInput = z.preprocess(
  (v) => (v === '' || v === null ? undefined : typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
  z
    .number({ error: 'Session rating must be a number from 1 to 5' })
    .int('Session rating must be a whole number')
    .min(1, 'Session rating must be 1 to 5')
    .max(5, 'Session rating must be 1 to 5')
    .optional(),
);

/** PUT /api/bookings/:id/notes (spec 3: session_notes). */
export const sessionNoteInputSchema = z.strictObject({
  notes: optionalText('Notes', 5000).optional().transform((v) => v ?? ''),
  sessionRating: ratingInput,
  clientProgress: optionalText('Client progress', 2000).optional().transform((v) => v ?? ''),
  nextSteps: optionalText('Next steps', 2000).optional().transform((v) => v ?? ''),
});
export type SessionNoteInput = z.output<typeof sessionNoteInputSchema>;
export type SessionNoteFormValues = z.input<typeof sessionNoteInputSchema>;

export const sessionNoteSchema = z.object({
  id: z.string(),
  bookingId: z.string(),
  instructorId: z.string(),
  notes: z.string(),
  sessionRating: z.number().int().nullable(),
  clientProgress: z.string(),
  nextSteps: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SessionNote = z.infer<typeof sessionNoteSchema>;

/** What GET /api/bookings/:id/notes answers: the whole note to the instructor's side, next steps only to the client. */
export const sessionNoteViewSchema = z.object({
  id: z.string().optional(),
  bookingId: z.string(),
  nextSteps: z.string(),
  updatedAt: z.string(),
  instructorId: z.string().optional(),
  notes: z.string().optional(),
  sessionRating: z.number().int().nullable().optional(),
  clientProgress: z.string().optional(),
  createdAt: z.string().optional(),
});
export type SessionNoteView = z.infer<typeof sessionNoteViewSchema>;

/** POST /api/bookings/:id/messages. */
export const sessionMessageInputSchema = z.strictObject({ message: requiredText('Message', 2000) });
export type SessionMessageInput = z.output<typeof sessionMessageInputSchema>;

export const sessionMessageSchema = z.object({
  id: z.string(),
  bookingId: z.string(),
  instructorId: z.string(),
  clientEmail: z.string(),
  message: z.string(),
  isFromInstructor: z.boolean(),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type SessionMessage = z.infer<typeof sessionMessageSchema>;

/** GET /api/bookings/unread-messages: messages from the other side not yet read, per booking. */
export const unreadMessagesSchema = z.object({
  total: z.number().int(),
  byBooking: z.record(z.string(), z.number().int()),
});
export type UnreadMessages = z.infer<typeof unreadMessagesSchema>;

/** The token of a calendar link (a booking's .ics or an instructor's feed): 43 base64url characters. */
export const calendarTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{32,64}$/, 'Not a calendar token');
export const bookingCalendarQuerySchema = z.strictObject({ token: calendarTokenSchema.optional() });
export const calendarFeedQuerySchema = z.strictObject({ token: calendarTokenSchema });

/** GET /api/instructor/calendar-feed: whether a private feed exists (its URL is shown once, when made). */
export const calendarFeedStatusSchema = z.object({ active: z.boolean(), createdAt: z.string().nullable() });
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;
export const calendarFeedLinkSchema = z.object({ url: z.string(), createdAt: z.string() });
export type CalendarFeedLink = z.infer<typeof calendarFeedLinkSchema>;
