import type { Request } from 'express';
import { publicUserSchema, type PublicUser } from '@wsms/contracts';
import type { RemoteDescriptor, RemotesManifest } from '@wsms/contracts/remotes';
import { SHELL_BOOTSTRAP_ELEMENT_ID, type PrerenderedPages, type ShellBootstrap } from '@wsms/contracts/shell-bootstrap';
import type { Logger } from '@wsms/service-kit';
import { hasSessionCookie } from '../identity/session-lookup';
import { requestId } from '../security/request-context';
import { createChangedFileReader } from './changed-file';
import { imagePreloads, inertMarkup, withFirstScreenTiming, withPageInMain, type RenderedPage } from './page-render';
import { pagePath, releaseOf, withSnapshot, type Snapshot } from './prerendered-pages';

interface ShellPageOptions {
  indexFile: string;
  /** Build-time snapshots of the public pages, or null when there are none. */
  prerendered?: () => Promise<PrerenderedPages | null>;
  manifest: () => Promise<RemotesManifest>;
  /** The remote `remoteKey`'s rendering of a public page with its data, or null (see page-render.ts). */
  renderPage?: (remoteKey: string, pagePath: string) => Promise<RenderedPage | null>;
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

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const routeRegex = (path: string) =>
  new RegExp(`^${path.split('/').map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/')}/?$`);

export interface PagePreloads {
  /** The remote's entry, its app's scripts and the page's own, in that order. */
  scripts: string[];
}

/** `file` next to the remote's entry (its query string, if any, is not carried over). */
const besideEntry = (entry: string, file: string) => {
  const base = entry.split(/[?#]/)[0]!;
  return `${base.slice(0, base.lastIndexOf('/') + 1)}${file}`;
};

/**
 * What to preload for `pathname`: the entry of the remote owning it as a public page and the scripts its
 * build listed for the app and for that page. Guarded pages get nothing: the shell decides about them
 * once it knows the visitor. API reads are not preloaded: a preloaded answer can arrive before the page
 * has mounted, and then the spec's loading state ("Loading products...") would never be seen.
 */
export function preloadsFor(manifest: RemotesManifest, pathname: string): PagePreloads | null {
  const owner = publicOwnerOf(manifest, pathname);
  if (!owner) return null;
  const { remote, route } = owner;
  const files = [...(remote.scripts?.app ?? []), ...(remote.scripts?.pages[route.path] ?? [])];
  return { scripts: [remote.entry, ...new Set(files.map((file) => besideEntry(remote.entry, file)))] };
}

/** The available remote that has `pathname` as a public page (no role), with that route. */
function publicOwnerOf(manifest: RemotesManifest, pathname: string) {
  for (const remote of manifest.remotes) {
    if (remote.unavailable !== undefined) continue;
    const route = remote.routes.find((r) => !r.role && routeRegex(r.path).test(pathname));
    if (route) return { remote, route };
  }
  return null;
}

/** The manifest as the shell reads it: the script lists are for the gateway's hints only. */
export const clientManifest = (manifest: RemotesManifest): RemotesManifest => ({
  remotes: manifest.remotes.map(({ scripts: _scripts, ...remote }) => remote as RemoteDescriptor),
});

const preloadTags = (preloads: PagePreloads | null) =>
  (preloads?.scripts ?? []).map((href) => `<link rel="preload" as="script" href="${escapeAttribute(href)}" fetchpriority="low">`);

/** The shell's index.html with the current user, the remote manifest and preload hints in its head. */
export function createShellPage({ indexFile, prerendered = async () => null, manifest, renderPage = async () => null, pickAuthUrl, logger, timeoutMs = 1500 }: ShellPageOptions) {
  const readTemplate = createChangedFileReader(indexFile, (html) => html);
  const loadTemplate = async () => {
    const html = await readTemplate();
    if (html === null) throw new Error(`${indexFile} could not be read`);
    return html;
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

  /** The page's snapshot when the visitor is signed out (it shows the signed-out header) and it belongs to this release. */
  const snapshotFor = async (template: string, full: RemotesManifest, req: Request, user: PublicUser | null | undefined) => {
    if (user !== null) return null;
    const pages = await prerendered();
    const path = pagePath(req.path);
    const page = pages?.pages[path];
    if (!page || pages.release !== releaseOf(template, full)) return null;
    return withPageData(page, full, path);
  };

  /**
   * A page whose first screen is a list (/shop, /team, /private-classes): its owner renders it with the
   * list's data, and that goes into the snapshot's <main> in place of the loading state, so the list
   * paints with the first HTML. Without that answer the snapshot goes out as it was built.
   */
  const withPageData = async (page: Snapshot, full: RemotesManifest, path: string): Promise<Snapshot> => {
    const owner = publicOwnerOf(full, path);
    const rendered = owner ? await renderPage(owner.remote.key, path) : null;
    const html = rendered && withPageInMain(page.html, withFirstScreenTiming(inertMarkup(rendered.html)));
    return html ? { ...page, html, css: `${page.css}\n${rendered.css}`, withData: true, preloads: imagePreloads(rendered.html) } : page;
  };

  return async (req: Request): Promise<string> => {
    const [template, full, user] = await Promise.all([loadTemplate(), manifest(), currentUser(req)]);
    const remotes = clientManifest(full);
    const bootstrap: ShellBootstrap = user === undefined ? { remotes } : { user, remotes };
    const head = [
      `<script type="application/json" id="${SHELL_BOOTSTRAP_ELEMENT_ID}">${inertJson(bootstrap)}</script>`,
      ...preloadTags(preloadsFor(full, req.path)),
    ].join('');
    const snapshot = await snapshotFor(template, full, req, user);
    const html = snapshot ? withSnapshot(template, snapshot) : template;
    // A function, not a string: `head` holds the user's name, which may contain `$&` and the like.
    return html.includes('</head>') ? html.replace('</head>', () => `${head}</head>`) : `${head}${html}`;
  };
}
