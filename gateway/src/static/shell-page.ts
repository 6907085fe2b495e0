import { readFile, stat } from 'node:fs/promises';
import type { Request } from 'express';
import { publicUserSchema, type PublicUser } from '@wsms/contracts';
import type { RemoteRoute, RemotesManifest } from '@wsms/contracts/remotes';
import { SHELL_BOOTSTRAP_ELEMENT_ID, type ShellBootstrap } from '@wsms/contracts/shell-bootstrap';
import type { Logger } from '@wsms/service-kit';
import { hasSessionCookie } from '../identity/session-lookup';
import { requestId } from '../security/request-context';

interface ShellPageOptions {
  indexFile: string;
  manifest: () => Promise<RemotesManifest>;
  /** An auth instance to ask, or null when none is up. */
  pickAuthUrl: () => string | null;
  /** The healthy instance that serves an API path, or null (for the page's embedded first-screen reads). */
  pickUrlFor: (apiPath: string) => string | null;
  logger: Logger;
  timeoutMs?: number;
}

/**
 * Inert JSON inside the page: `type="application/json"` is never executed, so the strict CSP
 * (script-src 'self') stays as it is. `<`, U+2028 and U+2029 are escaped so no value can end the element.
 */
export const inertJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const routeRegex = (path: string) =>
  new RegExp(`^${path.split('/').map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/')}/?$`);

/** The public route that `pathname` opens and its remote's entry (to preload while the shell's own script loads). */
export function publicRouteFor(manifest: RemotesManifest, pathname: string): { entry: string; route: RemoteRoute } | null {
  for (const remote of manifest.remotes) {
    if (remote.unavailable !== undefined) continue;
    const route = remote.routes.find((candidate) => !candidate.role && routeRegex(candidate.path).test(pathname));
    if (route) return { entry: remote.entry, route };
  }
  return null;
}

export const remoteEntryFor = (manifest: RemotesManifest, pathname: string) => publicRouteFor(manifest, pathname)?.entry ?? null;

/** The shell's index.html with the current user, the remote manifest and preload hints in its head. */
export function createShellPage({ indexFile, manifest, pickAuthUrl, pickUrlFor, logger, timeoutMs = 1500 }: ShellPageOptions) {
  let template: { mtimeMs: number; html: string } | null = null;

  // Re-read only when a release replaced the file.
  const loadTemplate = async () => {
    const { mtimeMs } = await stat(indexFile);
    if (!template || template.mtimeMs !== mtimeMs) template = { mtimeMs, html: await readFile(indexFile, 'utf8') };
    return template.html;
  };

  const currentUser = async (req: Request): Promise<PublicUser | null | undefined> => {
    const cookie = req.headers.cookie;
    if (!hasSessionCookie(cookie)) return null;
    const authUrl = pickAuthUrl();
    if (!authUrl) return undefined;
    try {
      // The same answer the browser would get from /api/auth/me, asked once on its behalf.
      const res = await fetch(`${authUrl}/api/auth/me`, { headers: { cookie: cookie as string, 'x-request-id': requestId(req) }, signal: AbortSignal.timeout(timeoutMs) });
      if (res.status === 401) {
        await res.body?.cancel();
        return null;
      }
      if (!res.ok) {
        await res.body?.cancel();
        return undefined;
      }
      const parsed = publicUserSchema.safeParse(await res.json());
      return parsed.success ? parsed.data : undefined;
    } catch (error) {
      logger.warn({ reqId: requestId(req), err: error }, 'current user unknown while serving the shell');
      return undefined;
    }
  };

  /**
   * The page's public first-screen reads, asked as an anonymous visitor would (the services answer
   * them from their read caches). One that fails or is slow is left out: the page then asks itself.
   */
  const firstScreenData = async (req: Request, route: RemoteRoute | undefined) => {
    const paths = route?.data ?? [];
    const answers = await Promise.all(
      paths.map(async (apiPath) => {
        const base = pickUrlFor(apiPath);
        if (!base) return null;
        try {
          const res = await fetch(`${base}${apiPath}`, { headers: { 'x-request-id': requestId(req) }, signal: AbortSignal.timeout(timeoutMs) });
          if (!res.ok) {
            await res.body?.cancel();
            return null;
          }
          return [apiPath, await res.json()] as const;
        } catch (error) {
          logger.warn({ reqId: requestId(req), err: error, apiPath }, 'first-screen read left out of the shell page');
          return null;
        }
      }),
    );
    const found = answers.filter((answer) => answer !== null);
    return found.length > 0 ? Object.fromEntries(found) : undefined;
  };

  return async (req: Request): Promise<string> => {
    const [html, remotes, user] = await Promise.all([loadTemplate(), manifest(), currentUser(req)]);
    const opened = publicRouteFor(remotes, req.path);
    const data = await firstScreenData(req, opened?.route);
    const bootstrap: ShellBootstrap = { ...(user === undefined ? {} : { user }), remotes, ...(data ? { data } : {}) };
    const entry = opened?.entry ?? null;
    const head = [
      `<script type="application/json" id="${SHELL_BOOTSTRAP_ELEMENT_ID}">${inertJson(bootstrap)}</script>`,
      ...(entry ? [`<link rel="preload" as="script" href="${escapeAttribute(entry)}">`] : []),
    ].join('');
    return html.includes('</head>') ? html.replace('</head>', `${head}</head>`) : `${head}${html}`;
  };
}
