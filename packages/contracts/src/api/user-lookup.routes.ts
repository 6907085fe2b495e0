import { z } from 'zod';
import { defineRoute } from './route-contract';

const MAX_LOOKUP = 1000;

/** Which accounts exist for these e-mails or ids (other services never read the users collection). */
export const userLookupSchema = z
  .strictObject({
    emails: z.array(z.string().trim().toLowerCase().min(1).max(254)).max(MAX_LOOKUP).optional(),
    ids: z.array(z.string().min(1).max(64)).max(MAX_LOOKUP).optional(),
  })
  .refine((body) => (body.emails?.length ?? 0) + (body.ids?.length ?? 0) > 0, 'Name at least one e-mail or id');
export type UserLookupInput = z.input<typeof userLookupSchema>;

export const lookedUpUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  emailVerified: z.boolean(),
});
export type LookedUpUser = z.infer<typeof lookedUpUserSchema>;

/** services/auth: the internal account lookup booking and content use. */
export const userLookupApi = {
  lookupUsers: defineRoute({
    method: 'post',
    path: '/internal/users/lookup',
    auth: 'internal',
    summary: 'Accounts with these e-mails or ids (asked by booking and content)',
    idempotent: true,
    request: { body: userLookupSchema },
    responses: { 200: z.array(lookedUpUserSchema) },
  }),
};
