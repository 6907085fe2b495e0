import { z } from 'zod';

export { hasRole } from './roles';

export const roles = ['admin', 'staff', 'user'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

export const authMessages = {
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  usernameMin: 'Username must be at least 3 characters',
  invalidEmail: 'Invalid email address',
  passwordMin: 'Password must be at least 6 characters',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  firstNameTooLong: 'First name must be at most 100 characters',
  lastNameTooLong: 'Last name must be at most 100 characters',
  fullNameTooLong: 'First and last name together must be at most 100 characters',
  invalidCredentials: 'Invalid credentials',
  tooManyLogins: 'Too many login attempts. Please try again later.',
  tooManyRegistrations: 'Too many registrations from this address. Please try again later.',
  instructorEmail: 'This e-mail address belongs to an instructor. Instructors get their account from an admin.',
  verificationInvalid: 'This verification link is invalid or has expired. Sign in and send a new one from your portal.',
  alreadyVerified: 'Your e-mail address is already verified',
  tooManyVerificationEmails: 'Too many verification e-mails. Please try again later.',
} as const;

export const loginSchema = z.strictObject({
  username: z.string({ error: authMessages.usernameRequired }).trim().min(1, authMessages.usernameRequired).max(100),
  password: z.string({ error: authMessages.passwordRequired }).min(1, authMessages.passwordRequired).max(200),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** "First Last" becomes the name of the instructor record made when an account is promoted: it must fit that name (100). */
export const FULL_NAME_MAX = 100;

// `role` is accepted so the spec's payload validates, but the service always stores 'user'.
export const registerSchema = z
  .object({
    username: z.string({ error: authMessages.usernameMin }).trim().min(3, authMessages.usernameMin).max(50),
    email: z.string({ error: authMessages.invalidEmail }).trim().toLowerCase().max(254).pipe(z.email(authMessages.invalidEmail)),
    password: z.string({ error: authMessages.passwordMin }).min(6, authMessages.passwordMin).max(200),
    firstName: z.string({ error: authMessages.firstNameRequired }).trim().min(1, authMessages.firstNameRequired).max(FULL_NAME_MAX, authMessages.firstNameTooLong),
    lastName: z.string({ error: authMessages.lastNameRequired }).trim().min(1, authMessages.lastNameRequired).max(FULL_NAME_MAX, authMessages.lastNameTooLong),
    role: z.string().optional(),
  })
  .superRefine(({ firstName, lastName }, ctx) => {
    if (firstName.length <= FULL_NAME_MAX && lastName.length <= FULL_NAME_MAX && `${firstName} ${lastName}`.length > FULL_NAME_MAX)
      ctx.addIssue({ code: 'custom', path: ['lastName'], message: authMessages.fullNameTooLong });
  });
export type RegisterInput = z.infer<typeof registerSchema>;

export const publicUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  role: roleSchema,
  firstName: z.string(),
  lastName: z.string(),
  isActive: z.boolean(),
  emailVerified: z.boolean(),
  /** Staff and admins only: marked by an admin as a clinician (issue 31). */
  clinician: z.boolean().optional(),
  lastLogin: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** POST /api/auth/verify-email: the token from the mailed link. */
export const verifyEmailSchema = z.strictObject({
  token: z.string({ error: 'Token is required' }).regex(/^[A-Za-z0-9_-]{20,100}$/, 'Not a verification token'),
});
export type VerifyEmailInput = z.infer<typeof verifyEmailSchema>;
export const verifyEmailResponseSchema = z.object({ emailVerified: z.literal(true), email: z.string() });
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;

/** Self-registration normalises e-mail the same way everywhere it is compared: trimmed and case-folded. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

