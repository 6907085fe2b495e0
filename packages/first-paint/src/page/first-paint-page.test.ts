import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RemotesManifest } from '@wsms/contracts/remotes';
import { PRERENDERED_FILE } from '../names';
import type { RenderedPage } from '../page-render/page-renderer';
import { createFirstPaint, withHeadTags } from './first-paint-page';
import { releaseOf, type PrerenderedPages } from './snapshots';

const INDEX_HTML =
  '<!doctype html><html><head><title>Shell</title><link as="script" data-wsms-entry fetchpriority="high" href="/main.1a.js" rel="preload"></head><body><div id="root"></div></body></html>';

const manifest: RemotesManifest = {
  remotes: [
    {
      key: 'public',
      entry: '/mfe/public/remoteEntry.js',
      name: 'mfe_public',
      requires: {},
      routes: [{ path: '/' }, { path: '/team' }, { path: '/shop' }],
      scripts: { app: ['app.1.js'], pages: { '/team': ['team.2.js'] } },
    },
  ],
};

const snapshot = (heading: string) => ({ title: `${heading} | Where Science Meets Sport`, html: `<header>Nav</header><main id="main-content"><h1>${heading}</h1><div role="status">Loading...</div></main>`, css: '.a{}' });

/** A shell build: its index.html and the snapshots of `release` (this build's, unless told otherwise). */
function shellBuild({ release = releaseOf(INDEX_HTML, manifest) } = {}) {
  const shellDist = mkdtempSync(path.join(os.tmpdir(), 'first-paint-'));
  writeFileSync(path.join(shellDist, 'index.html'), INDEX_HTML);
  const pages: PrerenderedPages = { release, pages: { '/team': snapshot('Meet Our Team'), '/shop': snapshot('Shop') } };
  writeFileSync(path.join(shellDist, PRERENDERED_FILE), JSON.stringify(pages));
  return shellDist;
}

/** A page renderer that renders /shop with its list, and records what it was asked. */
function shopRenderer() {
  const asked: string[] = [];
  const renderPage = async (remoteKey: string, pagePath: string): Promise<RenderedPage | null> => {
    asked.push(`${remoteKey} ${pagePath}`);
    if (pagePath !== '/shop') return null;
    return { html: '<h1>Shop</h1><label for="q">Search</label><input id="q"/><img src="/api/products/1/image" alt="Tee" fetchpriority="high"/>', css: '.list{}' };
  };
  return { asked, renderPage };
}

const snapshotIn = (html: string) => /<div id="wsms-prerender"[^>]*>(.*)<\/div><div id="root" hidden><\/div>/s.exec(html)?.[1];

describe('createFirstPaint', () => {
  it('When a signed-out visitor asks for a page with a snapshot of this release, then index.html holds it, with its scripts\' preload hints', async () => {
    const firstPaint = createFirstPaint({ shellDist: shellBuild() });

    const page = await firstPaint({ path: '/team/', manifest, signedOut: true });

    expect(snapshotIn(page.html)).toBe(snapshot('Meet Our Team').html);
    expect(page.html).toContain('<title>Meet Our Team | Where Science Meets Sport</title>');
    expect(page.html).toContain('fetchpriority="low" href="/main.1a.js" rel="preload"');
    expect(page.headTags).toEqual([
      '<link rel="preload" as="script" href="/mfe/public/remoteEntry.js" fetchpriority="low">',
      '<link rel="preload" as="script" href="/mfe/public/app.1.js" fetchpriority="low">',
      '<link rel="preload" as="script" href="/mfe/public/team.2.js" fetchpriority="low">',
    ]);
  });

  it('When the visitor may be signed in, the page has no snapshot or the snapshots are of another release, then index.html is sent as built', async () => {
    const current = createFirstPaint({ shellDist: shellBuild() });
    const older = createFirstPaint({ shellDist: shellBuild({ release: 'an-older-release' }) });

    for (const page of [
      await current({ path: '/team', manifest, signedOut: false }),
      await current({ path: '/', manifest, signedOut: true }),
      await older({ path: '/team', manifest, signedOut: true }),
    ]) {
      expect(page.html).toBe(INDEX_HTML);
    }
  });

  it('When the page\'s remote renders it with its data, then that render, inert, takes the place of the loading state, its first images preloaded before the scripts', async () => {
    const renderer = shopRenderer();
    const firstPaint = createFirstPaint({ shellDist: shellBuild(), renderPage: renderer.renderPage });

    const page = await firstPaint({ path: '/shop', manifest, signedOut: true });

    expect(renderer.asked).toEqual(['public /shop']);
    expect(page.html).toContain('<div id="wsms-prerender" inert aria-hidden="true" data-with-data>');
    expect(snapshotIn(page.html)).toBe(
      '<header>Nav</header><main id="main-content"><h1>Shop</h1><span>Search</span><input name="wsms-snapshot"/><img elementtiming="wsms-first-screen" src="/api/products/1/image" alt="Tee" fetchpriority="high"/></main>',
    );
    expect(page.html).toContain('<link rel="preload" as="image" href="/api/products/1/image" fetchpriority="high"><title>');
    expect(page.html).toContain('.a{}\n.list{}</style>');
    // The start script asks for the entry once the images are on screen: it is not preloaded.
    expect(page.html).toContain('href="/main.1a.js" rel="wsms-entry"');
  });

  it('When the renderer has nothing for the page, then its snapshot goes out as it was built', async () => {
    const renderer = shopRenderer();
    const firstPaint = createFirstPaint({ shellDist: shellBuild(), renderPage: renderer.renderPage });

    const page = await firstPaint({ path: '/team', manifest, signedOut: true });

    expect(renderer.asked).toEqual(['public /team']);
    expect(snapshotIn(page.html)).toBe(snapshot('Meet Our Team').html);
  });

  it('When index.html cannot be read, then the page fails (the gateway answers with an error)', async () => {
    const firstPaint = createFirstPaint({ shellDist: path.join(os.tmpdir(), 'no-such-shell-build') });

    await expect(firstPaint({ path: '/', manifest, signedOut: true })).rejects.toThrow(/index\.html could not be read/);
  });
});

describe('withHeadTags', () => {
  it('When tags go into the head, then they end it, special replacement patterns included; without a head they come first', () => {
    expect(withHeadTags('<html><head><title>x</title></head><body></body></html>', "<meta content=\"$& $'\">")).toBe(
      "<html><head><title>x</title><meta content=\"$& $'\"></head><body></body></html>",
    );
    expect(withHeadTags('<p>x</p>', '<meta>')).toBe('<meta><p>x</p>');
  });
});
