import { z } from 'zod';
import { roleChangeResponseSchema, roleChangeSchema, roleMessages } from '../admin.schema';
import { auditDeliverySchema, auditLogQuerySchema, auditLogResponseSchema } from '../audit.schema';
import { authMessages, loginSchema, publicUserSchema, registerSchema, roleSchema, verifyEmailResponseSchema, verifyEmailSchema } from '../auth.schema';
import { clinicianChangeSchema, clinicianMessages } from '../clinical.schema';
import { identitySchema } from '../identity';
import { idParamsSchema } from './params.schema';
import { defineRoute } from './route-contract';
import { pageQueryShape, searchQueryShape } from '../page.schema';
import { pagedNote } from './paged-note';
import { userLookupApi } from './user-lookup.routes';

export const resendVerificationResponseSchema = z.object({ sent: z.literal(true), email: z.string() });

export const usersQuerySchema = z.object({ role: roleSchema.optional(), ...searchQueryShape, ...pageQueryShape });

/** services/auth. The session cookie is the identity here: the gateway sends no x-identity to auth. */
export const authApi = {
  register: defineRoute({
    method: 'post',
    path: '/api/auth/register',
    auth: 'public',
    summary: 'Create a client account',
    description: 'Always creates role `user`, whatever the body says; does not sign in.',
    request: { body: registerSchema },
    responses: { 201: publicUserSchema, 409: 'Username already exists, or Email already registered' },
  }),
  login: defineRoute({
    method: 'post',
    path: '/api/auth/login',
    auth: 'public',
    summary: 'Sign in: sets the httpOnly `session` cookie',
    request: { body: loginSchema },
    responses: {
      200: publicUserSchema,
      401: 'Invalid credentials',
      429: 'Too many failed logins for this address or username (see Retry-After)',
    },
  }),
  logout: defineRoute({
    method: 'post',
    path: '/api/auth/logout',
    auth: 'public',
    summary: 'Sign out: ends the session and clears the cookie (also without a session)',
    request: {},
    responses: { 204: null },
  }),
  me: defineRoute({
    method: 'get',
    path: '/api/auth/me',
    auth: 'user',
    summary: 'The signed-in account',
    request: {},
    responses: { 200: publicUserSchema },
  }),
  verifyEmail: defineRoute({
    method: 'post',
    path: '/api/auth/verify-email',
    auth: 'public',
    summary: 'Mark the e-mail verified with the single-use token from the mailed link',
    description: 'The token is the capability: no sign-in needed. Only its hash is stored; it expires.',
    request: { body: verifyEmailSchema },
    responses: { 200: verifyEmailResponseSchema },
  }),
  resendVerification: defineRoute({
    method: 'post',
    path: '/api/auth/resend-verification',
    auth: 'user',
    summary: 'Send a new verification link to the signed-in account (older links stop working)',
    request: {},
    responses: {
      202: resendVerificationResponseSchema,
      409: authMessages.alreadyVerified,
      429: `${authMessages.tooManyVerificationEmails} (see Retry-After)`,
      503: 'The e-mail could not be queued right now',
    },
  }),
  logoutAll: defineRoute({
    method: 'post',
    path: '/api/auth/logout-all',
    auth: 'user',
    summary: "End every session of the signed-in account (all devices) and clear this one's cookie",
    request: {},
    responses: { 204: null },
  }),
  listUsers: defineRoute({
    method: 'get',
    path: '/api/auth/users',
    auth: 'admin',
    summary: 'Every account, newest first (?q= those with that name, username or e-mail; ?role= one role)',
    description: pagedNote('newest first'),
    request: { query: usersQuerySchema },
    responses: { 200: z.array(publicUserSchema) },
  }),
  changeRole: defineRoute({
    method: 'put',
    path: '/api/auth/users/:id/role',
    auth: 'admin',
    summary: "Promote a user to staff (linking or creating their instructor record by e-mail) or demote staff to user",
    request: { params: idParamsSchema, body: roleChangeSchema },
    responses: {
      200: roleChangeResponseSchema,
      400: "The catalog refused the account's instructor record (its reason; the role was not changed)",
      404: roleMessages.userNotFound,
      409: `${roleMessages.adminRole}, or ${roleMessages.ownRole}, or ${roleMessages.emailNotVerified}`,
      503: 'The instructor directory is unavailable (the role was not changed)',
    },
  }),
  changeClinician: defineRoute({
    method: 'put',
    path: '/api/auth/users/:id/clinician',
    auth: 'admin',
    summary: 'Mark a staff or admin account as a clinician (athletic trainer, physio, sports-medicine provider), or no longer',
    request: { params: idParamsSchema, body: clinicianChangeSchema },
    responses: { 200: publicUserSchema, 404: roleMessages.userNotFound, 409: clinicianMessages.staffOnly },
  }),
  auditLog: defineRoute({
    method: 'get',
    path: '/api/auth/audit-log',
    auth: 'admin',
    summary: 'Every admin write in every service (who, what, when, target, result), newest first',
    description: `Read from the auth service's copy of every service's entries (each service sends its own as its writes complete); \`unavailable\` is kept for the shape and is empty. ${pagedNote('newest first')}`,
    request: { query: auditLogQuerySchema },
    responses: { 200: auditLogResponseSchema },
  }),
  storeAuditEntries: defineRoute({
    method: 'put',
    path: '/internal/audit-entries',
    auth: 'internal',
    summary: "A service's audit entries for the admins' audit log (sent by each service's audit relay)",
    description: 'Idempotent: an entry already held in the same or a later version (completed after pending) is left as it is.',
    request: { body: auditDeliverySchema },
    responses: { 204: null },
  }),
  sessionIdentity: defineRoute({
    method: 'get',
    path: '/internal/session',
    auth: 'internal',
    summary: "The identity behind the request's session cookie (asked by the gateway)",
    request: {},
    responses: { 200: identitySchema, 401: 'No valid session' },
  }),
  ...userLookupApi,
};
