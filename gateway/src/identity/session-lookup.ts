import { SESSION_COOKIE, type Identity } from '@wsms/contracts';
import type { Logger } from '@wsms/service-kit';
import { answerOr, internalClient } from '@wsms/service-kit/internal-client';

const sessionCookie = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE}=([^;\\s]+)`);
/** The session token in a Cookie header, or null. */
export const sessionTokenOf = (cookie: string | undefined) => (cookie === undefined ? null : (sessionCookie.exec(cookie)?.[1] ?? null));
export const hasSessionCookie = (cookie: string | undefined) => sessionTokenOf(cookie) !== null;

interface LookupOptions {
  /** The auth instance to ask this time (round robin over healthy ones); null when none is up. */
  pickAuthUrl: () => string | null;
  internalSecret: string;
  /** How long an answer is reused for the same session token; 0 asks auth every time. */
  cacheMs: number;
  /** Most sessions remembered at once; the oldest answers are forgotten first. */
  maxEntries?: number;
  timeoutMs?: number;
  logger: Logger;
  now?: () => number;
}

/** Who owns the session (null: nobody) and, made once per cached answer, whatever is derived from it. */
export interface SessionAnswer<T> {
  identity: Identity;
  derived: T;
}

export type SessionLookup<T = undefined> = (cookie: string, requestId: string) => Promise<SessionAnswer<T> | null>;

class Unanswered extends Error {}

/**
 * Asks the auth service who owns the session cookie; null when signed out, refused or unreachable.
 *
 * Answers (signed-in and refused alike) are kept per session token for `cacheMs` (5 s by default),
 * and concurrent requests with the same token share one question. So a logout, a revoked session or
 * a role change reaches the other services within that window at the latest; the auth service itself
 * (`/api/auth/**`) always checks the session on every request. Failures (auth unreachable, 5xx) are
 * never cached. Each gateway instance keeps its own cache: nothing in it needs sharing, since the
 * window bounds how stale any instance can be.
 */
export function createSessionLookup<T = undefined>(
  { pickAuthUrl, internalSecret, cacheMs, maxEntries = 10_000, timeoutMs = 1500, logger, now = Date.now }: LookupOptions,
  derive: (identity: Identity) => T = () => undefined as T,
): SessionLookup<T> {
  const cache = new Map<string, { expiresAt: number; answer: Promise<SessionAnswer<T> | null> }>();

  const ask = async (cookie: string, requestId: string): Promise<SessionAnswer<T> | null> => {
    const authUrl = pickAuthUrl();
    if (!authUrl) throw new Unanswered('no auth instance is up');
    const auth = internalClient('auth', { baseUrl: authUrl, secret: internalSecret, timeoutMs });
    // 401/403: nobody (or a gateway without the secret); any other failure is no answer (never cached).
    const identity = await answerOr(auth.sessionIdentity({}, { headers: { cookie, 'x-request-id': requestId } }), (error) => new Unanswered(error.message), {
      401: () => null,
      403: () => null,
    });
    return identity && { identity, derived: derive(identity) };
  };

  return async (cookie, requestId) => {
    const token = sessionTokenOf(cookie);
    if (token === null) return null;
    const at = now();
    let entry = cache.get(token);
    if (!entry || entry.expiresAt <= at) {
      cache.delete(token);
      entry = { expiresAt: at + cacheMs, answer: ask(cookie, requestId) };
      if (cacheMs > 0) {
        if (cache.size >= maxEntries) cache.delete(cache.keys().next().value as string);
        cache.set(token, entry);
      }
    }
    try {
      return await entry.answer;
    } catch (error) {
      if (cache.get(token) === entry) cache.delete(token);
      logger.warn({ requestId, err: error }, 'session lookup failed; forwarding without identity');
      return null;
    }
  };
}
