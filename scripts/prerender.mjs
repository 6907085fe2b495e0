// Takes signed-out snapshots of the public pages of a built tree into shell/dist (the first paint of a
// first visit: see packages/first-paint/README.md). Run by ensureBuilt after a build
// (node --import tsx scripts/prerender.mjs); without Chromium it writes nothing and the site works as before.
// The snapshots are taken through a real gateway serving this tree, with no services behind it.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromiumPath, launchChromium } from './lib/chromium.mjs';
import { root } from './lib/build.mjs';

// Workspaces' TypeScript entry points run through tsx as CommonJS modules, whose names a static
// import cannot see: imported dynamically.
const { prerenderPublicPages } = await import('@wsms/first-paint/snapshot');
const { createGateway, createRemotesManifest, loadConfig } = await import('@wsms/gateway');
const { createLogger, generateIdentityKeyPair } = await import('@wsms/service-kit');

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
  // It serves public pages only and signs no identity a service would see: a throwaway key.
  IDENTITY_PRIVATE_KEY: generateIdentityKeyPair().privateKey,
  STATIC_ROOT: root,
  LOG_LEVEL: 'silent',
});
const logger = createLogger('prerender', 'silent');

/** A gateway serving this tree on a free port. */
async function serve() {
  const gateway = createGateway(config, logger);
  await gateway.ready;
  const server = await new Promise((resolve) => {
    const s = gateway.app.listen(0, '127.0.0.1', () => resolve(s));
  });
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    close: () => {
      gateway.close();
      server.close();
      server.closeAllConnections();
    },
  };
}

const started = Date.now();
const written = await prerenderPublicPages({
  shellDist: path.join(root, 'shell', 'dist'),
  manifest: await createRemotesManifest(config, logger)(),
  serve,
  launchBrowser: launchChromium,
});
if (written) {
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`Prerendered ${written.pages} public pages in ${seconds} s (${(written.bytes / 1024).toFixed(0)} KB of markup and CSS)`);
}
