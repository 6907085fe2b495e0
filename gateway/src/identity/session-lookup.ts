import { roleSchema, SESSION_COOKIE, type Identity } from '@wsms/contracts';
import type { Logger } from '@wsms/service-kit';
import { z } from 'zod';

const identitySchema = z.object({
  sub: z.string().min(1),
  role: roleSchema,
  email: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  emailVerified: z.boolean().default(false),
});

const sessionCookie = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE}=[^;\\s]`);
export const hasSessionCookie = (cookie: string | undefined) => cookie !== undefined && sessionCookie.test(cookie);

interface LookupOptions {
  authUrl: string;
  internalSecret: string;
  timeoutMs?: number;
  logger: Logger;
}

export type SessionLookup = (cookie: string, requestId: string) => Promise<Identity | null>;

/** Asks the auth service who owns the session cookie; null when signed out, refused or unreachable. */
export function createSessionLookup({ authUrl, internalSecret, timeoutMs = 1500, logger }: LookupOptions): SessionLookup {
  return async (cookie, requestId) => {
    try {
      const res = await fetch(`${authUrl}/internal/session`, {
        headers: { cookie, 'x-internal-secret': internalSecret, 'x-request-id': requestId },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (res.status !== 200) {
        await res.body?.cancel();
        return null;
      }
      const parsed = identitySchema.safeParse(await res.json());
      if (!parsed.success) logger.error({ requestId }, 'auth answered /internal/session with an unexpected body');
      return parsed.success ? parsed.data : null;
    } catch (error) {
      logger.warn({ requestId, err: error }, 'session lookup failed; forwarding without identity');
      return null;
    }
  };
}
