import { z } from 'zod';
import { calendarDateSchema, dayOfWeekOf, hourTimeSchema } from './availability.schema';
import { bookingLocationValues, sessionTypeValues } from './business';
import { emailField, requiredText } from './fields.schema';

export const bookingStatuses = ['pending', 'confirmed', 'cancelled', 'expired', 'conflict'] as const;
export const bookingStatusSchema = z.enum(bookingStatuses);
export type BookingStatus = z.infer<typeof bookingStatusSchema>;

/** Texts of spec sections 5 and 8, plus the service's own answers. */
export const bookingMessages = {
  missingInformation: 'Missing Information: Please select an instructor, date and time for your session.',
  paymentSetupFailed: 'Payment Setup Failed',
  paymentSetupFallback: 'Unable to process payment. Please try again.',
  checkoutFailed: 'Failed to create checkout',
  bookingFailed: 'Booking Failed: There was an error processing your booking. Please try again.',
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
  sessionDate: calendarDateSchema.refine((d) => dayOfWeekOf(d) !== 0, bookingMessages.sunday),
  time: hourTimeSchema,
});
export type BookingFormValues = z.input<typeof bookingDataSchema>;
export type BookingData = z.output<typeof bookingDataSchema>;

/** POST /api/bookings/checkout and (admin) POST /api/bookings. */
export const bookingCheckoutSchema = z.strictObject({
  bookingData: bookingDataSchema,
  instructorId: z.string({ error: 'Choose an instructor' }).trim().min(1, 'Choose an instructor').max(64),
});
export type BookingCheckoutInput = z.output<typeof bookingCheckoutSchema>;

export const bookingCheckoutResponseSchema = z.object({ checkoutUrl: z.string(), bookingId: z.string() });
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
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Booking = z.infer<typeof bookingSchema>;

export const bookingListQuerySchema = z.strictObject({
  clientEmail: z.email().max(254).optional(),
  status: bookingStatusSchema.optional(),
});

/** Public booking ids are random tokens (they unlock the embedded checkout page). */
export const bookingIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'Not a booking id');

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

/** A confirmation e-mail kept in the outbox (read by admins when no SMTP server is configured). */
export const outboxEmailSchema = z.object({
  id: z.string(),
  to: z.string(),
  from: z.string(),
  subject: z.string(),
  text: z.string(),
  kind: z.string(),
  bookingId: z.string().optional(),
  createdAt: z.string(),
});
export type OutboxEmail = z.infer<typeof outboxEmailSchema>;
