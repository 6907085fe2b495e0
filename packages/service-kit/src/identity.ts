import type { RequestHandler } from 'express';
import jwt from 'jsonwebtoken';
import { signingKey } from './signing-key';
import { hasRole, IDENTITY_HEADER, type Identity, type Role } from '@wsms/contracts';
import { forbidden, unauthorized } from './app-error';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      identity?: Identity;
    }
  }
}

const ISSUER = 'wsms-gateway';
const AUDIENCE = 'wsms-services';

/** Signed by the gateway after it has checked the caller's session with the auth service. */
export function signIdentity(identity: Identity, secret: string, expiresInSeconds = 60): string {
  return jwt.sign({ ...identity }, signingKey(secret), {
    algorithm: 'HS256',
    expiresIn: expiresInSeconds,
    issuer: ISSUER,
    audience: AUDIENCE,
  });
}

export function verifyIdentity(token: string, secret: string): Identity | null {
  try {
    const payload = jwt.verify(token, signingKey(secret), { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE });
    if (typeof payload !== 'object' || !payload.sub || !payload.role) return null;
    const { sub, role, email, username, firstName, lastName, emailVerified, clinician } = payload as Identity;
    return { sub, role, email, username, firstName, lastName, emailVerified: emailVerified === true, ...(clinician === true ? { clinician: true } : {}) };
  } catch {
    return null;
  }
}

export function readIdentity(secret: string): RequestHandler {
  return (req, _res, next) => {
    const header = req.headers[IDENTITY_HEADER];
    const identity = typeof header === 'string' ? verifyIdentity(header, secret) : null;
    if (identity) req.identity = identity;
    else delete req.identity;
    next();
  };
}

export const requireAuth: RequestHandler = (req, _res, next) => {
  if (!req.identity) throw unauthorized();
  next();
};

/** Role hierarchy of spec section 6: admin > staff > user. */
export function requireRole(role: Role): RequestHandler {
  return (req, _res, next) => {
    if (!req.identity) throw unauthorized();
    if (!hasRole(req.identity.role, role)) throw forbidden('Insufficient role');
    next();
  };
}
