// Takes signed-out snapshots of the public pages of a built tree and writes shell/dist/prerendered.json.
// The gateway serves a snapshot as the first paint of its page (inert, until the live page is ready),
// so a first visit shows the page before any script has run. Run by ensureBuilt after a build
// (node --import tsx scripts/prerender.mjs); without Chromium it writes nothing and the site works as before.
//
// Each page is opened through a real gateway (no services behind it) in headless Chromium, with every
// /api/ call left unanswered: a snapshot holds the page's own markup and its loading states, never
// data, which the live page then loads as it always does (the gateway may render a page's data into
// its <main> per request: gateway/src/static/page-render.ts). Field names, ids and labels are left out
// (the snapshot is inert and hidden from assistive technology; it only paints).
import { existsSync, rmSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { chromiumPath, launchChromium } from './lib/chromium.mjs';
import { root } from './lib/build.mjs';

// TypeScript sources through tsx, as CommonJS modules: imported dynamically (see bench/lib/booking-data.mjs).
const { createLogger } = await import('../packages/service-kit/src/index.ts');
const { CODE_PENDING_ATTRIBUTE, PRERENDER_ELEMENT_ID } = await import('../packages/contracts/src/shell-bootstrap.ts');
const { inertMarkup } = await import('../gateway/src/static/page-render.ts');
const { createGateway } = await import('../gateway/src/app.ts');
const { loadConfig } = await import('../gateway/src/config.ts');
const { createRemotesManifest } = await import('../gateway/src/remotes/remotes-manifest.ts');
const { PRERENDERED_FILE, releaseOf } = await import('../gateway/src/static/prerendered-pages.ts');

const shellDist = path.join(root, 'shell', 'dist');
const outFile = path.join(shellDist, PRERENDERED_FILE);

if (!existsSync(chromiumPath())) {
  console.log(`Prerender skipped: no Chromium at ${chromiumPath()} (set CHROMIUM_PATH); pages render in the browser only.`);
  process.exit(0);
}

const nowhere = 'http://127.0.0.1:9';
const config = loadConfig({
  PORT: '0',
  AUTH_URL: nowhere,
  CATALOG_URL: nowhere,
  BOOKING_URL: nowhere,
  CONTENT_URL: nowhere,
  INTERNAL_SECRET: randomBytes(24).toString('hex'),
  STATIC_ROOT: root,
  LOG_LEVEL: 'silent',
});
const logger = createLogger('prerender', 'silent');
const template = readFileSync(path.join(shellDist, 'index.html'), 'utf8');
const manifest = await createRemotesManifest(config, logger)();
const release = releaseOf(template, manifest);

if (existsSync(outFile) && JSON.parse(readFileSync(outFile, 'utf8')).release === release) process.exit(0);
rmSync(outFile, { force: true });

// Public pages with a fixed path: their first paint is the same for every signed-out visitor.
const paths = manifest.remotes.flatMap((remote) => (remote.routes ?? []).filter((r) => !r.role && !/[:*]/.test(r.path)).map((r) => r.path));

const started = Date.now();
const gateway = createGateway(config, logger);
await gateway.ready;
const server = await new Promise((resolve) => {
  const s = gateway.app.listen(0, '127.0.0.1', () => resolve(s));
});
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await launchChromium();
const pages = {};
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // Left unanswered: the page shows its loading states, as the live page does before its data comes.
  await context.route('**/api/**', () => {});
  const snapshot = async (pagePath) => {
    const page = await context.newPage();
    await page.goto(`${origin}${pagePath}`, { waitUntil: 'load' });
    await page.waitForFunction(
      ([pending]) => {
        const container = document.getElementById('root');
        return container && !container.hidden && container.querySelector('main h1') && !container.querySelector(`[${pending}]`);
      },
      [CODE_PENDING_ATTRIBUTE],
      { timeout: 15000 },
    );
    // Let effects (titles, focus) settle.
    await page.waitForTimeout(100);
    const snapshot = await page.evaluate((snapshotId) => {
      if (document.getElementById(snapshotId)) throw new Error('a snapshot of an older release was served');
      const css = [...document.querySelectorAll('style')].flatMap((style) => [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText)).join('\n');
      // Chromium serializes `"`, `<` and `>` in attribute values escaped, as React does: inertMarkup reads it.
      return { title: document.title, html: document.getElementById('root').innerHTML, css };
    }, PRERENDER_ELEMENT_ID);
    // The snapshot only paints: nothing in it can be named, labelled or picked out as a form field, so
    // whatever looks for a field by its label, id or name finds the live page's (the gateway's rules
    // for the pages it renders with their data, applied here too).
    pages[pagePath] = { ...snapshot, html: inertMarkup(snapshot.html) };
    await page.close();
  };
  // Three pages at a time.
  const queue = [...paths];
  await Promise.all(Array.from({ length: 3 }, async () => {
    while (queue.length > 0) await snapshot(queue.shift());
  }));
} finally {
  await browser.close();
  gateway.close();
  server.close();
  server.closeAllConnections();
}
writeFileSync(outFile, JSON.stringify({ release, pages }));
const kb = Object.values(pages).reduce((sum, p) => sum + p.html.length + p.css.length, 0) / 1024;
console.log(`Prerendered ${paths.length} public pages in ${((Date.now() - started) / 1000).toFixed(1)} s (${kb.toFixed(0)} KB of markup and CSS)`);
