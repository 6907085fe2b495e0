import path from 'node:path';
import type { RemotesManifest } from '@wsms/contracts/remotes';
import { createChangedFileReader } from '../changed-file';
import { PRERENDERED_FILE } from '../names';
import type { RenderedPage } from '../page-render/page-renderer';
import { inertMarkup } from './inert-markup';
import { imagePreloads, withFirstScreenTiming, withPageInMain } from './page-data';
import { preloadsFor, preloadTags, publicOwnerOf } from './script-preloads';
import { createPrerenderedPages, pagePath, releaseOf, withSnapshot, type Snapshot } from './snapshots';

interface FirstPaintOptions {
  /** The shell's build: its index.html, and the snapshots taken of its release (PRERENDERED_FILE). */
  shellDist: string;
  /** The remote `remoteKey`'s rendering of a public page with its data, or null (see ../page-render). */
  renderPage?: (remoteKey: string, pagePath: string) => Promise<RenderedPage | null>;
}

export interface FirstPaintRequest {
  /** The path asked for. */
  path: string;
  /** The whole remote manifest, with the script lists of the remotes' builds. */
  manifest: RemotesManifest;
  /** A snapshot shows the signed-out header: only a visitor known to be signed out gets one. */
  signedOut: boolean;
}

export interface FirstPaint {
  /** The shell's index.html, holding the page's snapshot when there is one for this visitor and release. */
  html: string;
  /** Preload hints for the page's scripts, for the end of the head. */
  headTags: string[];
}

/**
 * The HTML of a visit's first paint, from the shell's build: index.html, with (for a signed-out visitor)
 * the page's build-time snapshot of this release, its <main> holding the page rendered with its data
 * when its remote renders it, and preload hints for the page's scripts.
 */
export function createFirstPaint({ shellDist, renderPage = async () => null }: FirstPaintOptions) {
  const indexFile = path.join(shellDist, 'index.html');
  const readTemplate = createChangedFileReader(indexFile, (html) => html);
  const prerendered = createPrerenderedPages(path.join(shellDist, PRERENDERED_FILE));

  const snapshotFor = async (template: string, manifest: RemotesManifest, pathname: string) => {
    const pages = await prerendered();
    const page = pages?.pages[pagePath(pathname)];
    if (!page || pages.release !== releaseOf(template, manifest)) return null;
    return withPageData(page, manifest, pagePath(pathname));
  };

  /**
   * A page whose first screen is a list (/shop, /team, /private-classes): its owner renders it with the
   * list's data, and that goes into the snapshot's <main> in place of the loading state, so the list
   * paints with the first HTML. Without that answer the snapshot goes out as it was built.
   */
  const withPageData = async (page: Snapshot, manifest: RemotesManifest, pathname: string): Promise<Snapshot> => {
    const owner = publicOwnerOf(manifest, pathname);
    const rendered = owner ? await renderPage(owner.remote.key, pathname) : null;
    const html = rendered && withPageInMain(page.html, withFirstScreenTiming(inertMarkup(rendered.html)));
    return html ? { ...page, html, css: `${page.css}\n${rendered.css}`, withData: true, preloads: imagePreloads(rendered.html) } : page;
  };

  return async ({ path: pathname, manifest, signedOut }: FirstPaintRequest): Promise<FirstPaint> => {
    const template = await readTemplate();
    if (template === null) throw new Error(`${indexFile} could not be read`);
    const snapshot = signedOut ? await snapshotFor(template, manifest, pathname) : null;
    return { html: snapshot ? withSnapshot(template, snapshot) : template, headTags: preloadTags(preloadsFor(manifest, pathname)) };
  };
}

/** `html` with `tags` at the end of its head (before it all when it has no head). */
export const withHeadTags = (html: string, tags: string) =>
  // A function, not a string: the tags may hold a user's name, which may contain `$&` and the like.
  html.includes('</head>') ? html.replace('</head>', () => `${tags}</head>`) : `${tags}${html}`;
