import { z } from 'zod';
import { roleSchema } from './auth.schema';

/** What the gateway tells a service about the signed-in caller (signed, never taken from the client). */
export const identitySchema = z.object({
  sub: z.string(),
  role: roleSchema,
  email: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** False until the user opens the link mailed to `email`: nothing is matched to the account by e-mail before. */
  emailVerified: z.boolean(),
  /** A staff or admin account an admin marked as a clinician (issue 31): writes chart notes and injuries. */
  clinician: z.boolean().optional(),
});
export type Identity = z.infer<typeof identitySchema>;

export const IDENTITY_HEADER = 'x-identity';
export const SESSION_COOKIE = 'session';
/** The gateway's signed request context (the client address), sent with every proxied request. */
export const REQUEST_CONTEXT_HEADER = 'x-request-context';
