import type { RequestHandler } from 'express';
import jwt from 'jsonwebtoken';
import { IDENTITY_ALGORITHM, identityPrivateKey, identityPublicKey } from './identity-keys';
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

/**
 * Signed by the gateway after it has checked the caller's session with the auth service, with its
 * private key (IDENTITY_PRIVATE_KEY, PEM): no service holds it, so none can make an identity.
 */
export function signIdentity(identity: Identity, privateKeyPem: string, expiresInSeconds = 60): string {
  return jwt.sign({ ...identity }, identityPrivateKey(privateKeyPem), {
    algorithm: IDENTITY_ALGORITHM,
    expiresIn: expiresInSeconds,
    issuer: ISSUER,
    audience: AUDIENCE,
  });
}

/** Only ES256 under the gateway's public key: an HS256 token (say, one signed with INTERNAL_SECRET) is refused. */
export function verifyIdentity(token: string, publicKeyPem: string): Identity | null {
  try {
    const payload = jwt.verify(token, identityPublicKey(publicKeyPem), { algorithms: [IDENTITY_ALGORITHM], issuer: ISSUER, audience: AUDIENCE });
    if (typeof payload !== 'object' || !payload.sub || !payload.role) return null;
    const { sub, role, email, username, firstName, lastName, emailVerified, clinician } = payload as Identity;
    return { sub, role, email, username, firstName, lastName, emailVerified: emailVerified === true, ...(clinician === true ? { clinician: true } : {}) };
  } catch {
    return null;
  }
}

export function readIdentity(publicKeyPem: string): RequestHandler {
  return (req, _res, next) => {
    const header = req.headers[IDENTITY_HEADER];
    const identity = typeof header === 'string' ? verifyIdentity(header, publicKeyPem) : null;
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
