import type { Request, RequestHandler } from 'express';
import jwt from 'jsonwebtoken';
import { signingKey } from './signing-key';
import { REQUEST_CONTEXT_HEADER } from '@wsms/contracts';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** The caller's address as the gateway saw it (signed); see clientAddress(). */
      clientContext?: RequestContext;
    }
  }
}

/**
 * Only the client address: no host or origin the visitor named is passed on, so no link can be built
 * from one (links come from each service's configured PUBLIC_URL).
 */
export interface RequestContext {
  ip: string;
}

const ISSUER = 'wsms-gateway';
const AUDIENCE = 'wsms-request-context';

/** Signed by the gateway for every proxied request, signed in or not. */
export function signRequestContext(context: RequestContext, secret: string, expiresInSeconds = 60): string {
  return jwt.sign({ ip: context.ip }, signingKey(secret), { algorithm: 'HS256', expiresIn: expiresInSeconds, issuer: ISSUER, audience: AUDIENCE });
}

export function verifyRequestContext(token: string, secret: string): RequestContext | null {
  try {
    const payload = jwt.verify(token, signingKey(secret), { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE });
    if (typeof payload !== 'object' || typeof payload.ip !== 'string' || !payload.ip) return null;
    return { ip: payload.ip };
  } catch {
    return null;
  }
}

/**
 * Services never read X-Forwarded-For: the client address comes only from the gateway's signed header.
 * In tests a request without that header falls back to the socket address.
 */
export function readRequestContext(secret: string, nodeEnv: string): RequestHandler {
  return (req, _res, next) => {
    const header = req.headers[REQUEST_CONTEXT_HEADER];
    const context = typeof header === 'string' ? verifyRequestContext(header, secret) : null;
    if (context) req.clientContext = context;
    else if (nodeEnv === 'test' && req.socket.remoteAddress) req.clientContext = { ip: req.socket.remoteAddress };
    else delete req.clientContext;
    next();
  };
}

/** The client address for limits and logs; 'unknown' when a request did not come through the gateway. */
export const clientAddress = (req: Request): string => req.clientContext?.ip ?? 'unknown';
