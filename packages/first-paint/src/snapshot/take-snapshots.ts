import type { Browser } from 'playwright-core';
import { CODE_PENDING_ATTRIBUTE, PRERENDER_ELEMENT_ID } from '../names';
import { inertMarkup } from '../page/inert-markup';
import type { PrerenderedPages } from '../page/snapshots';

type Snapshots = PrerenderedPages['pages'];

/**
 * Opens each of `paths` on `origin` (a gateway serving a build, with no services behind it) in
 * `browser`, with every /api/ call left unanswered, and takes what the live page shows once no
 * Suspense fallback waits for code: its title, its markup made inert and its CSS. A snapshot holds the
 * page's own markup and its loading states, never data, which the live page then loads as always.
 */
export async function takeSnapshots(browser: Browser, origin: string, paths: string[], { concurrency = 3, timeoutMs = 15000 } = {}): Promise<Snapshots> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const pages: Snapshots = {};
  try {
    // Left unanswered: the page shows its loading states, as the live page does before its data comes.
    await context.route('**/api/**', () => {});
    const snapshot = async (pagePath: string) => {
      const page = await context.newPage();
      await page.goto(`${origin}${pagePath}`, { waitUntil: 'load' });
      await page.waitForFunction(
        (pending) => {
          const container = document.getElementById('root');
          return Boolean(container && !container.hidden && container.querySelector('main h1') && !container.querySelector(`[${pending}]`));
        },
        CODE_PENDING_ATTRIBUTE,
        { timeout: timeoutMs },
      );
      // Let effects (titles, focus) settle.
      await page.waitForTimeout(100);
      const taken = await page.evaluate((snapshotId) => {
        if (document.getElementById(snapshotId)) throw new Error('a snapshot of an older release was served');
        const css = [...document.querySelectorAll('style')].flatMap((style) => [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText)).join('\n');
        // Chromium serializes `"`, `<` and `>` in attribute values escaped, as React does: inertMarkup reads it.
        return { title: document.title, html: document.getElementById('root')?.innerHTML ?? '', css };
      }, PRERENDER_ELEMENT_ID);
      // The snapshot only paints: nothing in it can be named, labelled or picked out as a form field
      // (the same rules as the pages the gateway renders with their data).
      pages[pagePath] = { ...taken, html: inertMarkup(taken.html) };
      await page.close();
    };
    const queue = [...paths];
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        for (let next = queue.shift(); next !== undefined; next = queue.shift()) await snapshot(next);
      }),
    );
  } finally {
    await context.close();
  }
  return pages;
}
