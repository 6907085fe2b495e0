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
});
export type Identity = z.infer<typeof identitySchema>;

export const IDENTITY_HEADER = 'x-identity';
export const SESSION_COOKIE = 'session';
