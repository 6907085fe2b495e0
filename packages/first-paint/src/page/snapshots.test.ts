import { pagePath, withSnapshot } from './snapshots';

const SHELL_HTML = '<!doctype html><html><head><title>Shell</title></head><body><div id="root"></div></body></html>';

const teamPage = {
  title: 'Meet Our Team | Where Science Meets Sport',
  html: '<main><h1>Meet Our Team</h1><div role="status">Loading team...</div></main>',
  css: '.a{color:red}.b::after{content:"</style><script>alert(1)</script>"}',
};

describe('withSnapshot and pagePath', () => {
  it('When the template has no empty #root, then it is left as it is', () => {
    const html = '<html><head></head><body><div id="app"></div></body></html>';
    expect(withSnapshot(html, teamPage)).toBe(html);
  });

  it('When the snapshot carries first-screen images, then the shell\'s entry is not preloaded (the start script asks for it once they are on screen); otherwise it is preloaded at low priority', () => {
    const template = SHELL_HTML.replace('</head>', '<link as="script" data-wsms-entry fetchpriority="high" href="/main.1a.js" rel="preload"></head>');
    const withImages = { ...teamPage, withData: true, preloads: ['<link rel="preload" as="image" href="/uploads/a.webp" fetchpriority="high">'] };

    expect(withSnapshot(template, withImages)).toContain('<link as="script" data-wsms-entry fetchpriority="high" href="/main.1a.js" rel="wsms-entry">');
    expect(withSnapshot(template, { ...teamPage, withData: true, preloads: [] })).toContain('<link as="script" data-wsms-entry fetchpriority="low" href="/main.1a.js" rel="preload">');
    expect(withSnapshot(template, teamPage)).toContain('<link as="script" data-wsms-entry fetchpriority="low" href="/main.1a.js" rel="preload">');
    // Without a snapshot (signed in, or a page with none) the template is served as built: high priority.
    expect(template).toContain('fetchpriority="high" href="/main.1a.js" rel="preload">');
  });

  it('escapes the title', () => {
    expect(withSnapshot(SHELL_HTML, { ...teamPage, title: 'A < B & C' })).toContain('<title>A &lt; B &amp; C</title>');
  });

  it.each([
    ['/', '/'],
    ['/team', '/team'],
    ['/team/', '/team'],
    ['/genesweep/privacy//', '/genesweep/privacy'],
  ])('pagePath(%s) is %s', (path, expected) => {
    expect(pagePath(path)).toBe(expected);
  });
});
