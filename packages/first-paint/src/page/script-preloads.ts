import type { RemoteDescriptor, RemotesManifest } from '@wsms/contracts/remotes';

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

/** The available remote that has `pathname` as a public page (no role), with that route. */
export function publicOwnerOf(manifest: RemotesManifest, pathname: string) {
  for (const remote of manifest.remotes) {
    if (remote.unavailable !== undefined) continue;
    const route = remote.routes.find((r) => !r.role && routeRegex(r.path).test(pathname));
    if (route) return { remote, route };
  }
  return null;
}

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

export const preloadTags = (preloads: PagePreloads | null) =>
  (preloads?.scripts ?? []).map((href) => `<link rel="preload" as="script" href="${escapeAttribute(href)}" fetchpriority="low">`);

/** The manifest as the shell reads it: the script lists are for the preload hints only. */
export const clientManifest = (manifest: RemotesManifest): RemotesManifest => ({
  remotes: manifest.remotes.map(({ scripts: _scripts, ...remote }) => remote as RemoteDescriptor),
});
