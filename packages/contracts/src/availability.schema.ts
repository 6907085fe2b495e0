import { z } from 'zod';
import { dayOfWeek, isCalendarDate, isClosedDay } from './dates';
import { availabilityLocations, sessionTypeValues } from './vocabulary';

/** Spec section 5: start and end times are hourly options 00:00 to 23:00. */
export const availabilityHours = Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`);

export const availabilityMessages = {
  profileNotFound: 'Instructor profile not found',
  slotNotFound: 'Availability slot not found',
  templateNotFound: 'Availability template not found',
  endAfterStart: 'End time must be after start time',
  dayRequired: 'Choose a day of the week for a weekly slot',
  dateRequired: 'Choose a date for a one-off slot',
  // The booking calendar never offers Sundays (spec sections 4 and 5): a Sunday slot could never be booked.
  sunday: 'Day of week: sessions are not available on Sundays, so choose Monday to Saturday',
  sundayDate: (date: string) => `Date: ${date} is a Sunday, and sessions are not available on Sundays`,
  pastDate: (date: string) => `Date: ${date} has already passed at the gyms (America/New_York); choose today or a later date`,
  nothingAddedAllExist: 'Nothing added: every day already had those slots',
  nothingAddedAllPast: 'Nothing added: every date in that range has passed (America/New_York); choose a later first week',
  nothingAddedOnlySundays: 'Nothing added: sessions are not available on Sundays, and every entry of this template is on a Sunday',
  nothingAdded: (skipped: number, pastDates: number) =>
    `Nothing added: ${skipped} already there, ${pastDates} ${pastDates === 1 ? 'date' : 'dates'} had passed`,
} as const;

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

export const calendarDateSchema = z
  .string({ error: 'Date is required' })
  .regex(datePattern, 'Use a date in the yyyy-MM-dd format')
  .refine(isCalendarDate, 'Not a real calendar date');

export const hourTimeSchema = z
  .string({ error: 'Time is required' })
  .regex(/^([01]\d|2[0-3]):00$/, 'Use a whole hour between 00:00 and 23:00 (HH:00)');

const canonicalLocation = (value: string) =>
  availabilityLocations.find((l) => l.toLowerCase() === value.trim().toLowerCase()) ?? value;

export const availabilityLocationSchema = z
  .string({ error: 'Location is required' })
  .max(100)
  .transform(canonicalLocation)
  .refine((v) => (availabilityLocations as readonly string[]).includes(v), {
    message: `Location must be one of ${availabilityLocations.join(', ')}`,
  });

/**
 * A number, or a form's digit string ("3"): never a boolean or an array, which z.coerce would turn
 * into 1 or a number too.
 */
const wholeNumberInput = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value), schema);

export const maxBookingsSchema = wholeNumberInput(z
  .number({ error: 'Max sessions must be a number' })
  .int('Max sessions must be a whole number')
  .min(1, 'Max sessions must be at least 1')
  .max(10, 'Max sessions must be at most 10'));

/** 0 Sunday .. 6 Saturday as the spec numbers them, but never Sunday: nothing on a Sunday can be booked. */
export const dayOfWeekSchema = wholeNumberInput(
  z
    .number({ error: 'Day of week must be a number from 0 (Sunday) to 6 (Saturday)' })
    .int()
    .min(0, 'Day of week is 0 (Sunday) to 6 (Saturday)')
    .max(6, 'Day of week is 0 (Sunday) to 6 (Saturday)')
    .refine((day) => day !== 0, availabilityMessages.sunday),
);

const instructorIdSchema = z.string().trim().min(1).max(64);

// Forms send '' for an untouched optional field: read it as absent (coercing '' would give day 0, Sunday).
const blankAsNull = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? null : v), schema.nullish());

const slotFields = {
  startTime: hourTimeSchema,
  endTime: hourTimeSchema,
  location: availabilityLocationSchema,
  maxBookings: maxBookingsSchema.default(1),
  isAvailable: z.boolean().default(true),
  notes: z.string().trim().max(500, 'Notes must be at most 500 characters').nullish(),
  isRecurring: z.boolean().optional(),
  recurringPattern: z.literal('weekly').nullish(),
  dayOfWeek: blankAsNull(dayOfWeekSchema),
  availableDate: blankAsNull(calendarDateSchema),
};

type SlotShape = {
  startTime: string;
  endTime: string;
  isRecurring?: boolean;
  dayOfWeek?: number | null;
  availableDate?: string | null;
};

function checkSlot(slot: SlotShape, ctx: z.RefinementCtx) {
  if (slot.endTime <= slot.startTime) ctx.addIssue({ code: 'custom', path: ['endTime'], message: availabilityMessages.endAfterStart });
  const recurring = slot.isRecurring ?? !slot.availableDate;
  if (recurring && slot.dayOfWeek == null && !slot.availableDate)
    ctx.addIssue({ code: 'custom', path: ['dayOfWeek'], message: availabilityMessages.dayRequired });
  if (!recurring && !slot.availableDate)
    ctx.addIssue({ code: 'custom', path: ['availableDate'], message: availabilityMessages.dateRequired });
  // A weekly slot given only a date repeats on that date's weekday.
  const dayFromDate = !recurring || slot.dayOfWeek == null;
  if (dayFromDate && slot.availableDate && isClosedDay(slot.availableDate))
    ctx.addIssue({ code: 'custom', path: ['availableDate'], message: availabilityMessages.sundayDate(slot.availableDate) });
}

/** Weekly slots keep dayOfWeek; one-off slots keep availableDate (and its weekday, for display). */
function normalizeSlot<T extends SlotShape & { notes?: string | null }>(slot: T) {
  const isRecurring = slot.isRecurring ?? !slot.availableDate;
  return {
    ...slot,
    notes: slot.notes ?? '',
    isRecurring,
    recurringPattern: isRecurring ? ('weekly' as const) : null,
    dayOfWeek: isRecurring ? (slot.dayOfWeek ?? dayOfWeek(slot.availableDate!)) : dayOfWeek(slot.availableDate!),
    availableDate: isRecurring ? null : slot.availableDate!,
  };
}

/** POST /api/instructor/availability: the spec's availability body plus instructorId; times default to 09:00-17:00. */
export const availabilitySlotInputSchema = z
  .strictObject({ ...slotFields, startTime: hourTimeSchema.default('09:00'), endTime: hourTimeSchema.default('17:00'), instructorId: instructorIdSchema.optional() })
  .superRefine(checkSlot)
  .transform(normalizeSlot);
export type AvailabilitySlotFormValues = z.input<typeof availabilitySlotInputSchema>;
export type AvailabilitySlotInput = z.output<typeof availabilitySlotInputSchema>;

/** PUT /api/instructor/availability/:id: any subset; the merged slot is checked again. */
export const availabilitySlotUpdateSchema = z
  .strictObject({ ...slotFields, maxBookings: maxBookingsSchema, isAvailable: z.boolean() })
  .partial();
export type AvailabilitySlotUpdate = z.output<typeof availabilitySlotUpdateSchema>;

export const availabilitySlotSchema = z.object({
  id: z.string(),
  instructorId: z.string(),
  dayOfWeek: z.number(),
  availableDate: z.string().nullable(),
  startTime: z.string(),
  endTime: z.string(),
  location: z.string(),
  isRecurring: z.boolean(),
  recurringPattern: z.literal('weekly').nullable(),
  isAvailable: z.boolean(),
  maxBookings: z.number(),
  notes: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AvailabilitySlot = z.infer<typeof availabilitySlotSchema>;

export const schedulePatternItemSchema = z
  .strictObject({
    dayOfWeek: dayOfWeekSchema,
    startTime: hourTimeSchema,
    endTime: hourTimeSchema,
    location: availabilityLocationSchema,
    maxBookings: maxBookingsSchema.default(1),
  })
  .refine((item) => item.endTime > item.startTime, { path: ['endTime'], message: availabilityMessages.endAfterStart });
export type SchedulePatternItem = z.output<typeof schedulePatternItemSchema>;

export const availabilityTemplateInputSchema = z.strictObject({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(100, 'Name must be at most 100 characters'),
  description: z.string().trim().max(500, 'Description must be at most 500 characters').nullish().transform((v) => v ?? ''),
  schedulePattern: z.array(schedulePatternItemSchema).min(1, 'Add at least one slot to the pattern').max(50),
  isActive: z.boolean().default(true),
  instructorId: instructorIdSchema.optional(),
});
export type AvailabilityTemplateInput = z.output<typeof availabilityTemplateInputSchema>;

/** A pattern item on the wire (the input schema above also normalises and defaults). */
export const schedulePatternEntrySchema = z.object({
  dayOfWeek: z.number().int().min(0).max(6),
  startTime: z.string(),
  endTime: z.string(),
  location: z.string(),
  maxBookings: z.number().int(),
});

export const availabilityTemplateSchema = z.object({
  id: z.string(),
  instructorId: z.string(),
  name: z.string(),
  description: z.string(),
  schedulePattern: z.array(schedulePatternEntrySchema),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AvailabilityTemplate = z.infer<typeof availabilityTemplateSchema>;

/**
 * POST /api/instructor/availability-templates/:id/apply. With a week range the pattern becomes
 * dated slots on those weeks (Monday of `weekStart`'s week, for `weeks` weeks); without one, weekly slots.
 */
export const templateApplySchema = z
  .strictObject({
    weekStart: calendarDateSchema.optional(),
    weeks: wholeNumberInput(
      z.number({ error: 'Weeks must be a number' }).int('Weeks must be a whole number').min(1, 'Apply to at least 1 week').max(26, 'Apply to at most 26 weeks'),
    ).optional(),
  })
  .superRefine((range, ctx) => {
    if (range.weekStart && range.weeks === undefined) ctx.addIssue({ code: 'custom', path: ['weeks'], message: 'Choose how many weeks' });
    if (!range.weekStart && range.weeks !== undefined) ctx.addIssue({ code: 'custom', path: ['weekStart'], message: 'Choose the first week' });
  });
export type TemplateApplyInput = z.output<typeof templateApplySchema>;
export type TemplateApplyFormValues = z.input<typeof templateApplySchema>;

/** POST /api/instructor/availability-templates/:id/apply: the slots made, what was left out, and why nothing was made. */
export const templateApplyResultSchema = z.object({
  created: z.array(availabilitySlotSchema),
  /** Slots the instructor already had (weekly on that weekday, or dated that day). */
  skipped: z.number().int(),
  /** Dates of the range before today at the gyms, left out. */
  pastDates: z.number().int(),
  /** Why nothing was added; null when something was. */
  reason: z.string().nullable(),
});
export type TemplateApplyResult = z.infer<typeof templateApplyResultSchema>;

/** GET /api/instructors/:id/availability?date=yyyy-MM-dd (no date: today in the business's zone). */
export const freeTimesQuerySchema = z.strictObject({
  date: calendarDateSchema.optional(),
  /** Optional beyond the spec: a longer session is offered only where every hour it covers is free (default 1 hour). */
  sessionType: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(sessionTypeValues, { error: `Session Type must be one of ${sessionTypeValues.join(', ')}` }))
    .optional(),
});
export const freeTimesResponseSchema = z.object({
  availableTimes: z.array(z.string()),
  /** Where the instructor is at each free time (booking location values): the form offers only these. */
  slots: z.array(z.object({ time: z.string(), locations: z.array(z.string()) })),
  date: z.string(),
  timeZone: z.string(),
  /** Why a date has no times at all although it is a valid date: a Sunday, a past day, beyond the booking window. */
  closedReason: z.string().optional(),
  /** Starts the instructor teaches that are fully taken (outside the notice): the waitlist can be joined for them. */
  taken: z.array(z.object({ time: z.string(), locations: z.array(z.string()) })).optional(),
});
export type FreeTimesResponse = z.infer<typeof freeTimesResponseSchema>;
