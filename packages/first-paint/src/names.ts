// The names every piece of the first paint agrees on: the gateway writes them into the HTML, the start
// script and the shell read them, the build and the snapshot script write the files. Declared here only.
// No imports: the start script and the shell's first render bundle this module.

/** The element holding a public page's snapshot: shown until the live page is ready, then removed. */
export const PRERENDER_ELEMENT_ID = 'wsms-prerender';
/** The <style> element holding the snapshot's CSS; removed with it. */
export const PRERENDER_STYLE_ID = 'wsms-prerender-style';
/** Set on the snapshot element when the gateway rendered the page's data into it at request time. */
export const SNAPSHOT_WITH_DATA_ATTRIBUTE = 'data-with-data';
/**
 * The name every form field of a snapshot carries instead of its own (and no id): browsers want a
 * field to have one, and nothing that looks a field up by its real name or id finds a snapshot's.
 */
export const SNAPSHOT_FIELD_NAME = 'wsms-snapshot';
/** The element timing name (`elementtiming`) of a snapshot's first-screen images, which the start script waits for. */
export const FIRST_SCREEN_IMAGE_TIMING = 'wsms-first-screen';
/** Marks a Suspense fallback waiting for a page's code (not its data): a snapshot stays while one is on screen. */
export const CODE_PENDING_ATTRIBUTE = 'data-code-pending';
/** Marks a data loading state (a list still being read): a snapshot that carries its page's data stays a moment longer while one is on screen. */
export const DATA_PENDING_ATTRIBUTE = 'data-data-pending';
/** Marks the <link> of the shell's entry (its one large script), which the start script runs. */
export const ENTRY_ATTRIBUTE = 'data-wsms-entry';
/**
 * The `rel` that entry link gets on a page whose first screen has images: not a preload (the start
 * script asks for the entry once the images are on screen), and not a relation the browser acts on.
 */
export const DEFERRED_ENTRY_REL = 'wsms-entry';

/** Written into the shell's dist by the snapshot script after a build; read by the gateway. */
export const PRERENDERED_FILE = 'prerendered.json';
/** A remote's page renderer, next to its remoteEntry.js in production builds that have one. */
export const PAGE_RENDER_FILE = 'server/page-render.js';
