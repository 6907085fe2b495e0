import { createHash } from 'node:crypto';
import type { RemotesManifest } from '@wsms/contracts/remotes';
import { createChangedFileReader } from '../changed-file';
import { DEFERRED_ENTRY_REL, ENTRY_ATTRIBUTE, PRERENDER_ELEMENT_ID, PRERENDER_STYLE_ID, SNAPSHOT_WITH_DATA_ATTRIBUTE } from '../names';

/** PRERENDERED_FILE: signed-out snapshots of the public pages, taken after a build (../snapshot). */
export interface PrerenderedPages {
  /** The release the snapshots belong to (releaseOf: index.html and the remote manifest). */
  release: string;
  pages: Record<string, { title: string; html: string; css: string }>;
}

/**
 * The release a snapshot belongs to: the shell's index.html and the whole remote manifest (entries,
 * routes and their content-hashed scripts). A snapshot is used only while both are what they were
 * when it was taken, so a remote released on its own never shows another release's markup.
 */
export const releaseOf = (template: string, manifest: RemotesManifest) =>
  createHash('sha256').update(template).update('\0').update(JSON.stringify(manifest)).digest('base64url');

/** `/team/` and `/team` are one page; `/` stays `/`. */
export const pagePath = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname);

/** CSS cannot end its <style> element: `<` is written as a CSS escape. */
const inertCss = (css: string) => css.replace(/</g, '\\3c ');

/**
 * One page's snapshot; `withData` when the gateway rendered the page's data into it for this request,
 * with `preloads` for that data's first images.
 */
export type Snapshot = PrerenderedPages['pages'][string] & { withData?: boolean; preloads?: string[] };

/**
 * Puts a page's build-time snapshot into the shell's HTML: its styles in the head, its markup before
 * an empty, hidden #root. The snapshot is inert and hidden from assistive technology: it is only the
 * first paint; the shell renders the live page into #root and swaps it in once the page's code is there.
 */
export function withSnapshot(html: string, page: Snapshot) {
  if (!html.includes('<div id="root"></div>') || !html.includes('</head>')) return html;
  const escapedTitle = page.title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  // Replaced by functions: a page's text (its data, too) may hold `$&` and the like.
  return deferEntry(html, page)
    // Before the scripts' hints, so the browser asks for them first (and after the viewport, which their sizes need).
    .replace(/<title>[^<]*<\/title>/, () => `${(page.preloads ?? []).join('')}<title>${escapedTitle}</title>`)
    .replace('</head>', () => `<style id="${PRERENDER_STYLE_ID}">${inertCss(page.css)}</style></head>`)
    .replace('<div id="root"></div>', () => `<div id="${PRERENDER_ELEMENT_ID}" inert aria-hidden="true"${page.withData ? ` ${SNAPSHOT_WITH_DATA_ATTRIBUTE}` : ''}>${page.html}</div><div id="root" hidden></div>`);
}

const ENTRY_PRELOAD = new RegExp(`<link\\b[^>]*\\s${ENTRY_ATTRIBUTE}\\b[^>]*>`);

/**
 * The shell's entry (its one large script) on a page that arrives with its snapshot: the snapshot is the
 * first paint, so no script is needed for it. The entry is preloaded at low priority like the shell's
 * other scripts, after the page's own resources; when the first screen has images, it is not preloaded
 * at all but asked for by the start script once they are on screen, so it does not share the network
 * with them.
 */
const deferEntry = (html: string, page: Snapshot) =>
  html.replace(ENTRY_PRELOAD, (tag) =>
    page.preloads?.length ? tag.replace(/\srel="preload"/, ` rel="${DEFERRED_ENTRY_REL}"`) : tag.replace(/\sfetchpriority="high"/, ' fetchpriority="low"'),
  );

/** Reads PRERENDERED_FILE (written next to index.html after a build), again only when a release replaced it. */
export function createPrerenderedPages(file: string) {
  // An unparsable file reads as no snapshots, like a missing one.
  const read = createChangedFileReader(file, (text): PrerenderedPages | null => {
    try {
      return JSON.parse(text) as PrerenderedPages;
    } catch {
      return null;
    }
  });
  return read;
}
