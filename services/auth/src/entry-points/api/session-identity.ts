import type { Request, RequestHandler } from 'express';
import { unauthorized } from '@wsms/service-kit';
import type { UserRecord } from '../../data-access/user-repository';
import type { AuthDeps } from '../../domain/auth-deps';
import { findSessionUser, identityOf } from '../../domain/current-session.use-case';
import { sessionJwtOf } from './session-cookie';

// Kept per request so a handler reuses the record the lookup found (no second read).
const sessionUsers = new WeakMap<Request, UserRecord>();

/**
 * The gateway sends no x-identity to the auth service: here the session cookie itself is the
 * identity. Put before a route whose contract needs a role; the route's auth check does the rest.
 */
export function sessionIdentity(deps: AuthDeps): RequestHandler {
  return async (req, _res, next) => {
    const user = await findSessionUser(deps, sessionJwtOf(req));
    if (user) {
      req.identity = identityOf(user);
      sessionUsers.set(req, user);
    }
    next();
  };
}

/** The account found by sessionIdentity for this request. */
export function sessionUserOf(req: Request): UserRecord {
  const user = sessionUsers.get(req);
  if (!user) throw unauthorized();
  return user;
}
