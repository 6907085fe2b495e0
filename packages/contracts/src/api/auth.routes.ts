import { z } from 'zod';
import { loginSchema, publicUserSchema, registerSchema, roleSchema } from '../auth.schema';
import { identitySchema } from '../identity';
import { defineRoute } from './route-contract';

export const usersQuerySchema = z.object({ role: roleSchema.optional() });

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
  listUsers: defineRoute({
    method: 'get',
    path: '/api/auth/users',
    auth: 'admin',
    summary: 'Every account, newest first',
    request: { query: usersQuerySchema },
    responses: { 200: z.array(publicUserSchema) },
  }),
  sessionIdentity: defineRoute({
    method: 'get',
    path: '/internal/session',
    auth: 'internal',
    summary: "The identity behind the request's session cookie (asked by the gateway)",
    request: {},
    responses: { 200: identitySchema, 401: 'No valid session' },
  }),
};
