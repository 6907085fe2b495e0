import type { PublicUser } from './auth.schema';
import type { RemotesManifest } from './remote-manifest.schema';

// No zod here: the shell imports this on every first visit.

/** The id of the inert JSON element in which the gateway gives the shell its first render's data. */
export const SHELL_BOOTSTRAP_ELEMENT_ID = 'wsms-bootstrap';

/** What the shell's first render needs, embedded in its HTML by the gateway so it asks for neither. */
export interface ShellBootstrap {
  /** Absent when the gateway could not tell (auth unreachable): the shell then asks /api/auth/me itself. */
  user?: PublicUser | null;
  remotes?: RemotesManifest;
}

/** The element holding a public page's build-time snapshot: shown until the live page is ready, then removed. */
export const PRERENDER_ELEMENT_ID = 'wsms-prerender';
/** Marks a Suspense fallback waiting for a page's code (not its data): a snapshot stays while one is on screen. */
export const CODE_PENDING_ATTRIBUTE = 'data-code-pending';
/** Marks a data loading state (a list still being read): a snapshot that carries its page's data stays a moment longer while one is on screen. */
export const DATA_PENDING_ATTRIBUTE = 'data-data-pending';
/** Set on the snapshot element when the gateway rendered the page's data into it at request time (see SNAPSHOT_DATA_WAIT_MS). */
export const SNAPSHOT_WITH_DATA_ATTRIBUTE = 'data-with-data';
/**
 * The name every form field of a snapshot carries instead of its own (and no id): browsers want a
 * field to have one, and nothing that looks a field up by its real name or id finds a snapshot's.
 */
export const SNAPSHOT_FIELD_NAME = 'wsms-snapshot';
/**
 * The element timing name (`elementtiming`) the gateway gives a snapshot's first-screen images: the
 * shell's start script runs the app only once they are on screen (packages/build-config/chunk-scripts.cjs).
 */
export const FIRST_SCREEN_IMAGE_TIMING = 'wsms-first-screen';
/** The <style> element holding the snapshot's CSS; removed with it. */
export const PRERENDER_STYLE_ID = 'wsms-prerender-style';

/** `shell/dist/prerendered.json`: signed-out snapshots of the public pages, written after a build (scripts/prerender.mjs). */
export interface PrerenderedPages {
  /** The release the snapshots belong to (the gateway's releaseOf: index.html and the remote manifest). */
  release: string;
  pages: Record<string, { title: string; html: string; css: string }>;
}
