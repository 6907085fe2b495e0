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
  return verifiedToken(token, publicKeyPem)?.identity ?? null;
}

function verifiedToken(token: string, publicKeyPem: string): { identity: Identity; expiresAt: number } | null {
  try {
    const payload = jwt.verify(token, identityPublicKey(publicKeyPem), { algorithms: [IDENTITY_ALGORITHM], issuer: ISSUER, audience: AUDIENCE });
    if (typeof payload !== 'object' || !payload.sub || !payload.role || typeof payload.exp !== 'number') return null;
    const { sub, role, email, username, firstName, lastName, emailVerified, clinician } = payload as Identity;
    const identity = { sub, role, email, username, firstName, lastName, emailVerified: emailVerified === true, ...(clinician === true ? { clinician: true } : {}) };
    return { identity, expiresAt: payload.exp * 1000 };
  } catch {
    return null;
  }
}

/**
 * An ES256 check costs far more than the HMAC it replaced, and the gateway sends one session the same
 * token for up to SESSION_CACHE_MS: a token checked once is remembered (by its exact text, so only a
 * byte-identical, validly signed token matches) until it expires. Bounded; oldest dropped first.
 */
export function readIdentity(publicKeyPem: string, { maxEntries = 10_000, now = Date.now } = {}): RequestHandler {
  const checked = new Map<string, { identity: Identity; expiresAt: number }>();
  const identityOf = (token: string): Identity | null => {
    const known = checked.get(token);
    if (known && known.expiresAt > now()) return { ...known.identity };
    if (known) checked.delete(token);
    const fresh = verifiedToken(token, publicKeyPem);
    if (!fresh || fresh.expiresAt <= now()) return null;
    if (checked.size >= maxEntries) checked.delete(checked.keys().next().value!);
    checked.set(token, fresh);
    return { ...fresh.identity };
  };
  return (req, _res, next) => {
    const header = req.headers[IDENTITY_HEADER];
    const identity = typeof header === 'string' ? identityOf(header) : null;
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
