import type { Role } from './auth.schema';

/** What the gateway tells a service about the signed-in caller (signed, never taken from the client). */
export interface Identity {
  sub: string;
  role: Role;
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  /** True once the account proved it owns `email`: only then is anything matched to it by e-mail. */
  emailVerified: boolean;
}

export const IDENTITY_HEADER = 'x-identity';
export const SESSION_COOKIE = 'session';
