import jwt from 'jsonwebtoken';
import { randomBytes } from 'node:crypto';
import { signingKey } from '@wsms/service-kit';

const ISSUER = 'wsms-auth';
const AUDIENCE = 'wsms-session';

export interface SessionClaims {
  sid: string;
  sub: string;
}

export const newSessionId = () => randomBytes(32).toString('hex');

export function signSessionJwt(claims: SessionClaims, expiresAt: Date, secret: string): string {
  return jwt.sign({ sid: claims.sid, exp: Math.floor(expiresAt.getTime() / 1000) }, signingKey(secret), {
    algorithm: 'HS256',
    subject: claims.sub,
    issuer: ISSUER,
    audience: AUDIENCE,
  });
}

export function verifySessionJwt(token: string, secret: string, ignoreExpiration = false): SessionClaims | null {
  try {
    const payload = jwt.verify(token, signingKey(secret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      ignoreExpiration,
    });
    if (typeof payload !== 'object' || typeof payload.sid !== 'string' || typeof payload.sub !== 'string') return null;
    return { sid: payload.sid, sub: payload.sub };
  } catch {
    return null;
  }
}
