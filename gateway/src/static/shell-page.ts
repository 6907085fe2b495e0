import type { Request } from 'express';
import type { PublicUser } from '@wsms/contracts';
import { authApi } from '@wsms/contracts/api';
import type { RemotesManifest } from '@wsms/contracts/remotes';
import { SHELL_BOOTSTRAP_ELEMENT_ID, type ShellBootstrap } from '@wsms/contracts/shell-bootstrap';
import { clientManifest, withHeadTags, type FirstPaint, type FirstPaintRequest } from '@wsms/first-paint/page';
import type { Logger } from '@wsms/service-kit';
import { answerOr, routeClient } from '@wsms/service-kit/internal-client';
import { hasSessionCookie } from '../identity/session-lookup';
import { requestId } from '../security/request-context';

interface ShellPageOptions {
  /** The page's first paint (@wsms/first-paint/page): index.html with its snapshot and preload hints. */
  firstPaint: (request: FirstPaintRequest) => Promise<FirstPaint>;
  manifest: () => Promise<RemotesManifest>;
  /** An auth instance to ask, or null when none is up. */
  pickAuthUrl: () => string | null;
  logger: Logger;
  timeoutMs?: number;
}

/**
 * Inert JSON inside the page: `type="application/json"` is never executed, so the strict CSP
 * (script-src 'self') stays as it is. `<`, U+2028 and U+2029 are escaped so no value can end the element.
 */
export const inertJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** The shell's index.html, as the page's first paint, with the current user and the remote manifest in its head. */
export function createShellPage({ firstPaint, manifest, pickAuthUrl, logger, timeoutMs = 1500 }: ShellPageOptions) {
  const currentUser = async (req: Request): Promise<PublicUser | null | undefined> => {
    const cookie = req.headers.cookie;
    if (!hasSessionCookie(cookie)) return null;
    const authUrl = pickAuthUrl();
    if (!authUrl) return undefined;
    try {
      // The same answer the browser would get from /api/auth/me, asked once on its behalf (no retries: the page waits).
      const auth = routeClient({ me: authApi.me }, { baseUrl: authUrl, timeoutMs, retries: 0 });
      return await answerOr(auth.me({}, { headers: { cookie: cookie as string, 'x-request-id': requestId(req) } }), (error) => error, { 401: () => null });
    } catch (error) {
      logger.warn({ reqId: requestId(req), err: error }, 'current user unknown while serving the shell');
      return undefined;
    }
  };

  return async (req: Request): Promise<string> => {
    const [full, user] = await Promise.all([manifest(), currentUser(req)]);
    const remotes = clientManifest(full);
    const bootstrap: ShellBootstrap = user === undefined ? { remotes } : { user, remotes };
    const page = await firstPaint({ path: req.path, manifest: full, signedOut: user === null });
    const head = [`<script type="application/json" id="${SHELL_BOOTSTRAP_ELEMENT_ID}">${inertJson(bootstrap)}</script>`, ...page.headTags].join('');
    return withHeadTags(page.html, head);
  };
}
