import { z } from 'zod';
import { contactInterests } from './business';
import { booleanField, emailField, LIMITS, requiredText } from './fields.schema';

export type ContactInterest = (typeof contactInterests)[number]['value'];
export const contactInterestValues = contactInterests.map((i) => i.value) as readonly ContactInterest[];

const isInterest = (value: string): value is ContactInterest =>
  (contactInterestValues as readonly string[]).includes(value);

export const contactMessages = {
  sent: 'Message Sent Successfully!',
  botCheckFailed: 'Bot check failed. Please try again.',
  tooMany: 'Too many messages. Please try again in a minute.',
  interest: `Interest must be one of: ${contactInterestValues.join(', ')}`,
} as const;

/**
 * Spec section 7: {name, email, interest, message}. `website` is a honeypot that people never see
 * (a non-empty value is answered like success and dropped); `turnstileToken` is the Cloudflare widget's answer.
 */
export const contactSchema = z.strictObject({
  name: requiredText('Name'),
  email: emailField(),
  interest: z
    .string({ error: contactMessages.interest })
    .trim()
    .refine((value) => value === '' || isInterest(value), contactMessages.interest)
    // Optional: left out, '' or null all mean none was chosen.
    .nullish()
    .transform((value) => (value ? (value as ContactInterest) : undefined)),
  message: requiredText('Message', LIMITS.longText),
  website: z.string().max(LIMITS.url).optional(),
  turnstileToken: z.string().max(4096).optional(),
});
export type ContactFormValues = z.input<typeof contactSchema>;
export type ContactInput = z.output<typeof contactSchema>;

export const contactResponseSchema = z.object({ success: z.literal(true), id: z.string() });
export type ContactResponse = z.infer<typeof contactResponseSchema>;

export const contactConfigSchema = z.object({ turnstileSiteKey: z.string().nullable() });
export type ContactConfig = z.infer<typeof contactConfigSchema>;

export const contactSubmissionSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  interest: z.string().nullable(),
  message: z.string(),
  /** Set by an admin in the Inbox; new messages are unread. */
  read: z.boolean(),
  createdAt: z.string(),
});
export type ContactSubmission = z.infer<typeof contactSubmissionSchema>;

/** The inbox heading's count, from a count query (never from the pages loaded). */
export const contactCountsSchema = z.object({ unread: z.number().int().min(0) });
export type ContactCounts = z.infer<typeof contactCountsSchema>;

/** PATCH /api/contact/:id (admin): mark a message read or unread. */
export const contactReadSchema = z.strictObject({ read: booleanField('Read') });
export type ContactReadInput = z.infer<typeof contactReadSchema>;
