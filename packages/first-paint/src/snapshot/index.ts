// @wsms/first-paint/snapshot: the build-time snapshots of the public pages (see ../../README.md).
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import type { RemotesManifest } from '@wsms/contracts/remotes';
import { PRERENDERED_FILE } from '../names';
import { releaseOf, type PrerenderedPages } from '../page/snapshots';
import { takeSnapshots } from './take-snapshots';

export { takeSnapshots };

/** A site serving the build being snapshotted. */
export interface ServedSite {
  origin: string;
  close: () => void | Promise<void>;
}

interface PrerenderOptions {
  /** The shell's build: its index.html, and where PRERENDERED_FILE goes. */
  shellDist: string;
  /** The remote manifest as the gateway serving this build reads it (the release is index.html and it). */
  manifest: RemotesManifest;
  /** Starts a gateway serving this build (no services behind it needed). */
  serve: () => Promise<ServedSite>;
  launchBrowser: () => Promise<Browser>;
}

/** Public pages with a fixed path: their first paint is the same for every signed-out visitor. */
export const fixedPublicPaths = (manifest: RemotesManifest) =>
  manifest.remotes.flatMap((remote) => (remote.routes ?? []).filter((route) => !route.role && !/[:*]/.test(route.path)).map((route) => route.path));

const releaseIn = (file: string) => {
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as Partial<PrerenderedPages>).release;
  } catch {
    return undefined;
  }
};

/**
 * Writes PRERENDERED_FILE into the shell's build: a snapshot of every fixed public page, for the
 * release of this index.html and manifest. Answers what it wrote, or null when the file already held
 * this release's snapshots.
 */
export async function prerenderPublicPages({ shellDist, manifest, serve, launchBrowser }: PrerenderOptions) {
  const outFile = path.join(shellDist, PRERENDERED_FILE);
  const release = releaseOf(readFileSync(path.join(shellDist, 'index.html'), 'utf8'), manifest);
  if (existsSync(outFile) && releaseIn(outFile) === release) return null;
  rmSync(outFile, { force: true });
  const paths = fixedPublicPaths(manifest);
  const site = await serve();
  let browser: Browser | undefined;
  let pages: PrerenderedPages['pages'];
  try {
    browser = await launchBrowser();
    pages = await takeSnapshots(browser, site.origin, paths);
  } finally {
    await browser?.close();
    await site.close();
  }
  writeFileSync(outFile, JSON.stringify({ release, pages } satisfies PrerenderedPages));
  return { pages: paths.length, bytes: Object.values(pages).reduce((sum, page) => sum + page.html.length + page.css.length, 0) };
}
