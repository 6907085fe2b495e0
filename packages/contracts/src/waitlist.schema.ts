import { z } from 'zod';
import { calendarDateSchema, hourTimeSchema } from './availability.schema';
import { bookingMessages, bookingSchema, paymentMethods } from './booking.schema';
import { isClosedDay } from './dates';
import { bookingLocationValues, sessionTypeValues } from './vocabulary';

/** The waitlist's answers, word for word (the booking page and the portal show them). */
export const waitlistMessages = {
  timeIsFree: 'That time is free right now: book it instead of joining the waitlist',
  alreadyWaiting: 'You are already on the waitlist for that time',
  notOnAvailability: 'The instructor does not teach at that time',
  pastTime: 'That time has already passed',
  verifyFirst: 'Please verify your e-mail address before joining the waitlist',
  entryNotFound: 'Waitlist entry not found',
  noOpenOffer: 'This waitlist offer is no longer open',
  offerExpired: 'This waitlist offer has expired',
  badPaymentMethod: 'That payment method is not available',
} as const;

export const waitlistStatuses = ['waiting', 'offered', 'booked', 'expired', 'left'] as const;
export type WaitlistStatus = (typeof waitlistStatuses)[number];

/** POST /api/waitlist: one or more hourly starts the client could take that day. */
export const waitlistJoinSchema = z.strictObject({
  instructorId: z.string({ error: 'Choose an instructor' }).trim().min(1, 'Choose an instructor').max(64),
  sessionDate: calendarDateSchema.refine((d) => !isClosedDay(d), bookingMessages.sunday),
  times: z
    .array(hourTimeSchema, { error: 'Choose at least one time' })
    .min(1, 'Choose at least one time')
    .max(24)
    .transform((times) => [...new Set(times)].sort()),
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
});
export type WaitlistJoinInput = z.output<typeof waitlistJoinSchema>;

export const waitlistJoinResponseSchema = z.object({ id: z.string(), position: z.number().int().min(1) });

export const waitlistOfferSchema = z.object({ id: z.string(), time: z.string(), expiresAt: z.string() });

/** An entry as its owner sees it; `offer` only while one is open. */
export const waitlistEntrySchema = z.object({
  id: z.string(),
  instructorId: z.string(),
  instructorName: z.string(),
  sessionDate: z.string(),
  times: z.array(z.string()),
  sessionType: z.string(),
  location: z.string(),
  status: z.enum(waitlistStatuses),
  /** 1 for the first in line among those still waiting for one of these times; null once not waiting. */
  position: z.number().int().nullable(),
  offer: waitlistOfferSchema.optional(),
  joinedAt: z.string(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

/** GET /api/instructor/waitlist: who waits for what on a day, in order of joining. */
export const instructorWaitlistEntrySchema = waitlistEntrySchema.extend({ clientName: z.string(), clientEmail: z.string() });
export type InstructorWaitlistEntry = z.infer<typeof instructorWaitlistEntrySchema>;

export const instructorWaitlistQuerySchema = z.strictObject({
  date: calendarDateSchema,
  instructorId: z.string().min(1).max(64).optional(),
});

/** POST /api/waitlist/:id/claim: the checkout's payment method; default the configured payment. */
export const waitlistClaimSchema = z.strictObject({ paymentMethod: z.enum(paymentMethods).optional() });
export type WaitlistClaimInput = z.output<typeof waitlistClaimSchema>;

export const waitlistClaimResponseSchema = z.object({ booking: bookingSchema, checkoutUrl: z.string().nullable() });
