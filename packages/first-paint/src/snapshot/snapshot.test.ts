import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import type { RemotesManifest } from '@wsms/contracts/remotes';
import { PRERENDERED_FILE } from '../names';
import { releaseOf, type PrerenderedPages } from '../page/snapshots';
import { prerenderPublicPages, takeSnapshots } from '.';

const INDEX_HTML = '<!doctype html><html><head><title>Site</title><style>.nav{color:navy}</style></head><body><div id="root"></div><script src="/app.js"></script></body></html>';

/**
 * The app the shell would be: a code-pending fallback first, then the page, which asks the API for
 * its list (left unanswered, so the page keeps its loading state).
 */
const APP_JS = `
  const root = document.getElementById('root');
  const heading = location.pathname === '/team' ? 'Meet Our Team' : 'Shop';
  root.innerHTML = '<main><div role="status" data-code-pending>Loading...</div></main>';
  setTimeout(() => {
    document.title = heading + ' | Where Science Meets Sport';
    root.innerHTML = '<main id="main-content"><h1 class="nav">' + heading + '</h1><label for="q" data-testid="search">Search</label>' +
      '<input id="q" name="q"><div role="status">Loading list...</div></main>';
    fetch('/api/list').then((res) => res.json()).then(() => { root.querySelector('[role=status]').textContent = 'Got data'; });
  }, 300);
`;

/** Serves the app on every path, and answers its API read at once. */
async function startSite() {
  const server: Server = createServer((req, res) => {
    if (req.url === '/app.js') return void res.writeHead(200, { 'content-type': 'text/javascript' }).end(APP_JS);
    if (req.url?.startsWith('/api/')) return void res.writeHead(200, { 'content-type': 'application/json' }).end('[]');
    res.writeHead(200, { 'content-type': 'text/html' }).end(INDEX_HTML);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const launchBrowser = () =>
  chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });

const manifest: RemotesManifest = {
  remotes: [
    { key: 'public', entry: '/mfe/public/remoteEntry.js', name: 'mfe_public', requires: {}, routes: [{ path: '/team' }, { path: '/shop' }, { path: '/shop/order/:orderId' }, { path: '/genesweep/*' }] },
    { key: 'admin', entry: '/mfe/admin/remoteEntry.js', name: 'mfe_admin', requires: {}, routes: [{ path: '/admin', role: 'admin' }] },
    { key: 'staff', entry: '/mfe/staff/remoteEntry.js', unavailable: 'not built' },
  ],
};

describe('build-time snapshots', () => {
  let site: Awaited<ReturnType<typeof startSite>>;
  let browser: Browser;
  beforeAll(async () => {
    site = await startSite();
    browser = await launchBrowser();
  }, 30000);
  afterAll(async () => {
    await browser.close();
    await site.close();
  });

  it('When a page is snapshotted, then it is taken once no code is pending, with its title, its CSS and its markup made inert, showing its loading state (its API reads are not answered)', async () => {
    const pages = await takeSnapshots(browser, site.origin, ['/team']);

    expect(pages['/team']).toEqual({
      title: 'Meet Our Team | Where Science Meets Sport',
      html: '<main id="main-content"><h1 class="nav">Meet Our Team</h1><span>Search</span><input name="wsms-snapshot"><div role="status">Loading list...</div></main>',
      css: '.nav { color: navy; }',
    });
  }, 30000);

  it('When a build is prerendered, then every fixed public page is written for its release, and a second run with the same release takes none', async () => {
    const shellDist = mkdtempSync(path.join(os.tmpdir(), 'snapshots-'));
    writeFileSync(path.join(shellDist, 'index.html'), INDEX_HTML);
    let served = 0;
    const serve = async () => {
      served += 1;
      return { origin: site.origin, close: () => {} };
    };

    const written = await prerenderPublicPages({ shellDist, manifest, serve, launchBrowser });
    const file = JSON.parse(readFileSync(path.join(shellDist, PRERENDERED_FILE), 'utf8')) as PrerenderedPages;

    expect(file.release).toBe(releaseOf(INDEX_HTML, manifest));
    expect(Object.keys(file.pages).sort()).toEqual(['/shop', '/team']);
    expect(file.pages['/shop']?.title).toBe('Shop | Where Science Meets Sport');
    expect(written).toEqual({ pages: 2, bytes: expect.any(Number) });
    expect(await prerenderPublicPages({ shellDist, manifest, serve, launchBrowser })).toBeNull();
    expect(served).toBe(1);
    expect(existsSync(path.join(shellDist, PRERENDERED_FILE))).toBe(true);
  }, 60000);
});
