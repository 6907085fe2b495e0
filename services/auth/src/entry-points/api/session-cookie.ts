import type { CookieOptions, Request, Response } from 'express';
import { SESSION_COOKIE } from '@wsms/contracts';

/** Reads the session cookie from the raw header (no cookie-parser: this is the only cookie we read). */
export function sessionJwtOf(req: Request): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== SESSION_COOKIE) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim()) || undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

const options = (secure: boolean): CookieOptions => ({ httpOnly: true, sameSite: 'lax', path: '/', secure });

export function setSessionCookie(res: Response, sessionJwt: string, maxAgeMs: number, secure: boolean) {
  res.cookie(SESSION_COOKIE, sessionJwt, { ...options(secure), maxAge: maxAgeMs });
}

export function clearSessionCookie(res: Response, secure: boolean) {
  res.clearCookie(SESSION_COOKIE, options(secure));
}
