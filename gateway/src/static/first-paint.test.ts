import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { createLogger } from '@wsms/service-kit';
import { TEST_IDENTITY_PRIVATE_KEY } from '@wsms/service-kit/testing';
import { PRERENDERED_FILE } from '@wsms/first-paint/names';
import { releaseOf, type PrerenderedPages } from '@wsms/first-paint/page';
import { loadConfig } from '../config';
import { createRemotesManifest } from '../remotes/remotes-manifest';
import { SHELL_HTML } from '../testing/fake-static-root';
import { send } from '../testing/send';
import { startTestGateway, type TestGateway } from '../testing/start-test-gateway';
import { TEST_SECRET } from '../testing/fake-service';

const teamPage = {
  title: 'Meet Our Team | Where Science Meets Sport',
  html: '<main><h1>Meet Our Team</h1><div role="status">Loading team...</div></main>',
  css: '.a{color:red}.b::after{content:"</style><script>alert(1)</script>"}',
};

/** An auth stand-in: session=good is signed in. */
async function startAuth() {
  const app = express();
  app.get('/readyz', (_req, res) => void res.json({ status: 'ok' }));
  app.get('/api/auth/me', (req, res) => {
    if (/(?:^|;\s*)session=good(?:;|$)/.test(req.headers.cookie ?? '')) res.json({ id: '000000000000000000000001', username: 'jamie', role: 'user' });
    else res.status(401).json({ message: 'Not authenticated' });
  });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, stop: () => new Promise<void>((r) => server.close(() => r())) };
}

let auth: Awaited<ReturnType<typeof startAuth>>;
let gw: TestGateway;
let release: string;
beforeAll(async () => {
  auth = await startAuth();
  gw = await startTestGateway({ env: { AUTH_URL: auth.url } });
  // The release as the prerender script computes it: this index.html and this manifest.
  const config = loadConfig({ AUTH_URL: auth.url, CATALOG_URL: auth.url, BOOKING_URL: auth.url, CONTENT_URL: auth.url, INTERNAL_SECRET: TEST_SECRET, IDENTITY_PRIVATE_KEY: TEST_IDENTITY_PRIVATE_KEY, STATIC_ROOT: gw.staticRoot.root });
  release = releaseOf(SHELL_HTML, await createRemotesManifest(config, createLogger('test', 'silent'))());
});
afterAll(async () => {
  await gw.stop();
  await auth.stop();
});

const writeSnapshots = (pages: PrerenderedPages) => gw.staticRoot.write(`shell/dist/${PRERENDERED_FILE}`, JSON.stringify(pages));
const page = (path: string, headers: Record<string, string> = {}) => send(`${gw.url}${path}`, { headers: { accept: 'text/html', ...headers } });

describe('a public page arrives with its build-time snapshot', () => {
  beforeEach(() => writeSnapshots({ release, pages: { '/team': teamPage } }));

  it('When a signed-out visitor opens a prerendered page, then its markup is in the HTML, inert and hidden from assistive technology, before an empty hidden #root', async () => {
    const res = await page('/team');

    expect(res.status).toBe(200);
    expect(res.text).toContain(`<div id="wsms-prerender" inert aria-hidden="true">${teamPage.html}</div><div id="root" hidden></div>`);
    expect(res.text).toContain('<title>Meet Our Team | Where Science Meets Sport</title>');
    expect(res.text).toContain('<style id="wsms-prerender-style">.a{color:red}');
    // The styles cannot end their element.
    expect(res.text).not.toContain('</style><script>');
    expect(res.headers['cache-control']).toContain('private');
  });

  it('When the path has a trailing slash, then it is the same page', async () => {
    expect((await page('/team/')).text).toContain('id="wsms-prerender"');
  });

  it('When a signed-in visitor opens it, then there is no snapshot (it shows the signed-out header)', async () => {
    const res = await page('/team', { cookie: 'session=good' });

    expect(res.text).not.toContain('wsms-prerender');
    expect(res.text).toContain('<div id="root"></div>');
  });

  it('When the page has no snapshot, then the shell renders it in the browser as before', async () => {
    const res = await page('/');

    expect(res.text).not.toContain('wsms-prerender');
    expect(res.text).toContain('<div id="root"></div>');
  });

  it('When the snapshots belong to another release (a remote was released since), then none is used', async () => {
    writeSnapshots({ release: 'an-older-release', pages: { '/team': teamPage } });

    expect((await page('/team')).text).not.toContain('wsms-prerender');
  });

  it('When the snapshot file is unreadable, then pages are served without one', async () => {
    gw.staticRoot.write(`shell/dist/${PRERENDERED_FILE}`, '{not json');

    const res = await page('/team');

    expect(res.status).toBe(200);
    expect(res.text).not.toContain('wsms-prerender');
  });
});

/**
 * A page renderer as mfe-public's build emits one (server/page-render.js beside remoteEntry.js): it
 * reads /api/staff through the gateway and shows what the fake catalog saw of that read.
 */
const TEAM_RENDERER = `
exports.paths = ['/team'];
exports.renderPage = async function () {
  const res = await fetch('/api/staff');
  const seen = await res.json();
  return {
    html: '<h1>Meet Our Team</h1><p>' + seen.service + ' ' + seen.method + ' ' + seen.path + ' cookie:' + (seen.headers.cookie ? 'yes' : 'no') + '</p>' +
      '<label for="q">Search $&</label><input id="q" name="q"/><img src="/uploads/rachel.webp" alt="" fetchpriority="high"/>',
    css: '.staff{color:navy}',
  };
};
`;
const writeRenderer = (code: string) => gw.staticRoot.write('mfe-public/dist/server/page-render.js', code);

describe('a list page arrives with its data in its snapshot', () => {
  const snapshotOf = (html: string) => /<div id="wsms-prerender"[^>]*>(.*?)<\/div><div id="root" hidden>/s.exec(html)?.[1] ?? '';
  const teamWithMain = { ...teamPage, html: '<header>Nav</header><main id="main-content"><h1>Meet Our Team</h1><div role="status">Loading team...</div></main>' };
  beforeEach(() => writeSnapshots({ release, pages: { '/team': teamWithMain } }));
  afterEach(() => writeRenderer(''));

  it('When a signed-out visitor opens a page its remote renders, then the snapshot\'s <main> holds that render, read through the gateway as a signed-out visitor, inert', async () => {
    writeRenderer(TEAM_RENDERER);

    const res = await page('/team', { cookie: 'theme=dark' });
    const snapshot = snapshotOf(res.text);

    expect(res.text).toContain('<div id="wsms-prerender" inert aria-hidden="true" data-with-data>');
    expect(snapshot).toContain('<main id="main-content"><h1>Meet Our Team</h1><p>catalog GET /api/staff cookie:no</p>');
    expect(snapshot).not.toContain('Loading team...');
    // Labels become spans and fields carry no name or id of their own.
    expect(snapshot).toContain('<span>Search $&</span><input name="wsms-snapshot"/>');
    expect(res.text).toMatch(/<style id="wsms-prerender-style">[^<]*\.staff\{color:navy\}<\/style>/);
    // The first screen's image is asked for before the scripts.
    expect(res.text).toContain('<link rel="preload" as="image" href="/uploads/rachel.webp" fetchpriority="high"><title>');
    // Named for element timing: the start script runs the app once it is on screen.
    expect(snapshot).toContain('<img elementtiming="wsms-first-screen" src="/uploads/rachel.webp" alt="" fetchpriority="high"/>');
  });

  it('When the renderer fails or there is none, then the snapshot goes out as it was built', async () => {
    writeRenderer(`exports.paths = ['/team']; exports.renderPage = async function () { throw new Error('boom'); };`);
    const failed = await page('/team');
    writeRenderer('');
    const none = await page('/team');

    for (const res of [failed, none]) {
      expect(res.status).toBe(200);
      expect(res.text).toContain(`<div id="wsms-prerender" inert aria-hidden="true">${teamWithMain.html}</div>`);
    }
  });

  it('When a signed-in visitor opens the page, then nothing is rendered for them and the list is not read', async () => {
    writeRenderer(TEAM_RENDERER);
    const reads = () => gw.services.catalog.received.filter((r) => r.path === '/api/staff').length;
    const before = reads();

    const res = await page('/team', { cookie: 'session=good' });

    expect(res.text).not.toContain('wsms-prerender');
    expect(reads()).toBe(before);
  });
});
