import type { Role } from './auth.schema';

/** What the gateway tells a service about the signed-in caller (signed, never taken from the client). */
export interface Identity {
  sub: string;
  role: Role;
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  /** False until the user opens the link mailed to `email`: nothing is matched to the account by e-mail before. */
  emailVerified: boolean;
}

export const IDENTITY_HEADER = 'x-identity';
export const SESSION_COOKIE = 'session';
/** The gateway's signed request context (the client address), sent with every proxied request. */
export const REQUEST_CONTEXT_HEADER = 'x-request-context';
