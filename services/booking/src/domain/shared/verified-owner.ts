import type { Identity } from '@wsms/contracts';

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** A booking is attached to an account by e-mail only when the account has proved it owns that address. */
export const isVerifiedOwner = (identity: Identity | undefined, clientEmail: string) =>
  identity?.emailVerified === true && normaliseEmail(identity.email) === normaliseEmail(clientEmail);
