import { z } from 'zod';
import { calendarDateSchema, hourTimeSchema } from './availability.schema';
import { isClosedDay } from './dates';
import { bookingLocationValues, sessionTypeValues } from './vocabulary';
import { emailField, requiredText } from './fields.schema';
import { pageQueryShape, searchQueryShape } from './page.schema';

/** pending → confirmed → completed or no_show; a hold that ends unconfirmed is expired or cancelled; conflict = paid after its hold ended (refund). */
export const bookingStatuses = ['pending', 'confirmed', 'cancelled', 'expired', 'conflict', 'completed', 'no_show'] as const;
export const bookingStatusSchema = z.enum(bookingStatuses);
export type BookingStatus = z.infer<typeof bookingStatusSchema>;

/** A payment taken at the gym can be recorded for a session booked for good, whether or not it has happened yet. */
export const paymentRecordableStatuses: readonly BookingStatus[] = ['confirmed', 'completed', 'no_show'];

/** Paid online through Stripe, at the session (no payment provider configured), or with a package credit. */
export const paymentMethods = ['stripe', 'at_gym', 'credit'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
/** 'due' until the money is in: Stripe's verified webhook, or staff marking an at-the-gym booking paid. */
export const paymentStatuses = ['due', 'paid'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];
/**
 * What a booking's payment reads as on the wire: as stored, except that a booking that ended unbooked
 * (cancelled or expired) and was never paid owes nothing ('none'); the stored 'due' is kept as history.
 */
export const paymentStatusViews = ['due', 'paid', 'none'] as const;
export type PaymentStatusView = (typeof paymentStatusViews)[number];

/** Texts of spec sections 5 and 8, plus the service's own answers. */
export const bookingMessages = {
  missingInformation: 'Missing Information: Please select an instructor, date and time for your session.',
  paymentSetupFailed: 'Payment Setup Failed',
  paymentSetupFallback: 'Unable to process payment. Please try again.',
  checkoutFailed: 'Failed to create checkout',
  // Spec section 8's booking failure: 'Booking Failed: There was an error processing your booking. Please try again.'
  bookingFailedTitle: 'Booking Failed',
  bookingFailed: 'There was an error processing your booking. Please try again.',
  bookingConfirmed: 'Booking Confirmed!',
  noSlots: 'No available time slots for this date',
  slotTaken: 'That time is no longer available',
  instructorNotFound: 'Instructor not found',
  bookingNotFound: 'Booking not found',
  sunday: 'Sessions are not available on Sundays',
  pastDate: 'Choose today or a later date',
  tooFarAhead: 'Sessions can be booked at most one year ahead',
  holdExpired: 'This booking hold has expired',
  cancelled: 'This booking was cancelled',
  alreadyConfirmed: 'This booking is already confirmed',
  tooManyHoldsForEmail: 'This e-mail address already has several bookings waiting for confirmation. Please confirm or cancel one first, or try again later.',
  tooManyHoldsForAddress: 'Too many bookings are waiting for confirmation from your network. Please try again later.',
  tooManyHoldsForAddressDay:
    'Several sessions with this instructor on that day are already waiting for confirmation from your network. Please confirm them first, or try again shortly.',
  tooManyGuestHolds: 'Many sessions with this instructor on that day are waiting for confirmation. Please try again shortly, or sign in to book.',
  botCheckFailed: 'Bot check failed. Please try again.',
  confirmByEmail: 'Please confirm this booking with the link we e-mailed to the booking address.',
  notPaidOnline: 'This booking is paid online or with a credit, not at the gym',
  notConfirmed: 'A booking can be marked paid once it is confirmed',
  paidCancelled: 'A cancelled booking cannot be marked paid',
  ownPayment: 'You cannot record the payment of your own booking: ask another staff member or an admin',
} as const;

const optionalNullableText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : undefined));

/** The booking form's values (spec section 7: bookingData of the checkout call). */
export const bookingDataSchema = z.strictObject({
  clientName: requiredText('Full Name', 100),
  clientEmail: emailField('Email').transform((v) => v.toLowerCase()),
  clientPhone: optionalNullableText('Phone', 30),
  sessionType: z
    .string({ error: 'Session Type is required' })
    .trim()
    .toLowerCase()
    .pipe(z.enum(sessionTypeValues, { error: `Session Type must be one of ${sessionTypeValues.join(', ')}` })),
  location: z
    .string({ error: 'Preferred Location is required' })
    .trim()
    .toLowerCase()
    .refine((v) => bookingLocationValues.includes(v), `Preferred Location must be one of ${bookingLocationValues.join(', ')}`),
  notes: optionalNullableText('Special Requests', 1000),
  sessionDate: calendarDateSchema.refine((d) => !isClosedDay(d), bookingMessages.sunday),
  time: hourTimeSchema,
});
export type BookingFormValues = z.input<typeof bookingDataSchema>;
export type BookingData = z.output<typeof bookingDataSchema>;

/** POST /api/bookings/checkout and (admin) POST /api/bookings. */
export const bookingCheckoutSchema = z.strictObject({
  bookingData: bookingDataSchema,
  instructorId: z.string({ error: 'Choose an instructor' }).trim().min(1, 'Choose an instructor').max(64),
  /** The Cloudflare Turnstile widget's answer; required only when Turnstile is configured. */
  turnstileToken: z.string().max(4096).optional(),
  /** 'credit': a signed-in, verified client books for their own e-mail with a package credit, confirmed at once. */
  paymentMethod: z.literal('credit', { error: "Payment method must be 'credit'" }).optional(),
});
export type BookingCheckoutInput = z.output<typeof bookingCheckoutSchema>;

/** A held booking and its payment page, or (paid with a credit) a confirmed one and its success page. */
export const bookingCheckoutResponseSchema = z.object({ checkoutUrl: z.string(), bookingId: z.string(), status: z.enum(['pending', 'confirmed']) });
export type BookingCheckoutResponse = z.infer<typeof bookingCheckoutResponseSchema>;

/** A booking on the wire: money as a decimal string, dates as yyyy-MM-dd, times as HH:00 (America/New_York). */
export const bookingSchema = z.object({
  id: z.string(),
  instructorId: z.string(),
  instructorName: z.string(),
  instructorEmail: z.string(),
  clientName: z.string(),
  clientEmail: z.string(),
  clientPhone: z.string().optional(),
  date: z.string(),
  time: z.string(),
  sessionDate: z.string(),
  startsAt: z.string().nullable(),
  sessionType: z.string(),
  serviceType: z.string(),
  location: z.string(),
  notes: z.string().optional(),
  totalAmount: z.string(),
  status: bookingStatusSchema,
  holdExpiresAt: z.string().nullable(),
  paymentMethod: z.enum(paymentMethods),
  paymentStatus: z.enum(paymentStatusViews),
  /** Set once cancelled after confirmation: why, and by which side. */
  cancelReason: z.string().optional(),
  cancelledBy: z.enum(['client', 'instructor', 'admin']).optional(),
  /** A Stripe-paid booking cancelled by either side is refunded through the payment adapter. */
  refundStatus: z.enum(['pending', 'refunded', 'failed']).optional(),
  /** Cancelled by its client after the cut-off. */
  lateCancellation: z.boolean().optional(),
  /** Paid with a credit: spent on it, forfeited (late cancellation, no-show) or returned to its owner. */
  creditStatus: z.enum(['spent', 'forfeited', 'returned']).optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Booking = z.infer<typeof bookingSchema>;

/**
 * `GET /api/bookings`: paged (`limit`, `cursor`), newest session first. `instructorId` and `location`
 * narrow an admin's list; `from`/`to` bound the session dates (yyyy-MM-dd, America/New_York); `q`
 * (staff and admins) finds the client's name or e-mail.
 */
/**
 * `?order=` of a bookings list: `newest-first` (default: history, latest session on top) or
 * `oldest-first` (what is coming, soonest session on top); the cursor of its Link header keeps the order.
 */
export const bookingOrderShape = {
  order: z.enum(['newest-first', 'oldest-first'], { error: 'order must be newest-first or oldest-first' }).optional(),
};

export const bookingListQuerySchema = z.strictObject({
  clientEmail: z.email().max(254).optional(),
  status: bookingStatusSchema.optional(),
  instructorId: z.string().min(1).max(64).regex(/^[\w-]+$/, 'instructorId must be an instructor id').optional(),
  location: z
    .string()
    .refine((v) => bookingLocationValues.includes(v), `location must be one of ${bookingLocationValues.join(', ')}`)
    .optional(),
  from: calendarDateSchema.optional(),
  to: calendarDateSchema.optional(),
  ...searchQueryShape,
  ...bookingOrderShape,
  ...pageQueryShape,
});

/** Booking ids are random but only name a booking; the key (below) is what unlocks it. */
export const bookingIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'Not a booking id');

export { BOOKING_KEY_HEADER } from './booking-key';
export const bookingKeySchema = z.string().regex(/^[A-Za-z0-9_-]{32,64}$/, 'Not a booking key');

/** GET /api/bookings/checkout/config: whether the booking form shows the bot check. */
export const checkoutConfigSchema = z.object({
  turnstileSiteKey: z.string().nullable(),
  /** Clients may cancel or move a session until this many hours before it starts. */
  changeCutoffHours: z.number().int(),
  /** The cancellation policy the booking form and the cancel dialog show. */
  cancellationPolicy: z.string(),
});
export type CheckoutConfig = z.infer<typeof checkoutConfigSchema>;

/** GET /api/checkout/:bookingId: what the embedded checkout page shows. */
export const checkoutSummarySchema = z.object({
  bookingId: z.string(),
  instructorName: z.string(),
  date: z.string(),
  time: z.string(),
  timeZone: z.string(),
  location: z.string(),
  sessionType: z.string(),
  sessionTypeLabel: z.string(),
  totalAmount: z.string(),
  currency: z.literal('usd'),
  status: bookingStatusSchema,
  holdExpiresAt: z.string().nullable(),
  paymentMethod: z.enum(paymentMethods),
  /** This caller may confirm now: it holds the e-mailed key, or is signed in with the booking's verified e-mail. */
  canConfirm: z.boolean(),
  /** Where the confirmation link went (masked), while one is awaited. */
  confirmationSentTo: z.string().nullable(),
});
export type CheckoutSummary = z.infer<typeof checkoutSummarySchema>;

/** GET /api/instructor/profile: the instructor record a staff member acts on. */
export const instructorProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  hourlyRate: z.string(),
  isActive: z.boolean(),
  locations: z.array(z.string()),
});
export type InstructorProfile = z.infer<typeof instructorProfileSchema>;

/** POST /internal/outbox: another service (auth) queues an e-mail in the booking service's durable outbox. */
export const outboxInputSchema = z.strictObject({
  to: emailField('to'),
  subject: z.string({ error: 'subject is required' }).trim().min(1, 'subject is required').max(300),
  text: z.string({ error: 'text is required' }).min(1, 'text is required').max(20_000),
  kind: z.string({ error: 'kind is required' }).regex(/^[a-z0-9-]{1,64}$/, 'kind is lowercase letters, digits and dashes'),
});
export type OutboxInput = z.output<typeof outboxInputSchema>;

/** GET /api/outbox (admin): every e-mail, newest first; sentAt null while it waits or retries. */
export const outboxEmailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  kind: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  attempts: z.number(),
  lastError: z.string().optional(),
});
export type OutboxEmail = z.infer<typeof outboxEmailSchema>;
