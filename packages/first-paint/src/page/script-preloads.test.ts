import type { RemotesManifest } from '@wsms/contracts/remotes';
import { clientManifest, preloadsFor, preloadTags } from './script-preloads';

describe('preload hints for the page\'s scripts', () => {
  it('When a path belongs to a public route of a remote, then its entry, app and page scripts are preloaded; guarded or unknown paths preload nothing', () => {
    const manifest: RemotesManifest = {
      remotes: [
        {
          key: 'public',
          entry: '/mfe/public/remoteEntry.js',
          name: 'p',
          requires: {},
          routes: [{ path: '/' }, { path: '/genesweep/*' }, { path: '/checkout/:id' }, { path: '/team' }],
          scripts: { app: ['1.a.js', '2.b.js'], pages: { '/team': ['3.c.js', '2.b.js'], '/checkout/:id': ['4.d.js'] } },
        },
        { key: 'admin', entry: 'https://cdn.example.com/admin/remoteEntry.js?v=2', name: 'a', requires: {}, routes: [{ path: '/admin', role: 'admin' as const }, { path: '/promo' }], scripts: { app: ['9.z.js'], pages: {} } },
      ],
    };

    expect(preloadsFor(manifest, '/')).toEqual({ scripts: ['/mfe/public/remoteEntry.js', '/mfe/public/1.a.js', '/mfe/public/2.b.js'] });
    expect(preloadsFor(manifest, '/team')).toEqual({ scripts: ['/mfe/public/remoteEntry.js', '/mfe/public/1.a.js', '/mfe/public/2.b.js', '/mfe/public/3.c.js'] });
    expect(preloadsFor(manifest, '/genesweep/a/b')?.scripts[0]).toBe('/mfe/public/remoteEntry.js');
    expect(preloadsFor(manifest, '/checkout/123')?.scripts).toContain('/mfe/public/4.d.js');
    expect(preloadsFor(manifest, '/promo')?.scripts).toEqual(['https://cdn.example.com/admin/remoteEntry.js?v=2', 'https://cdn.example.com/admin/9.z.js']);
    expect(preloadsFor(manifest, '/admin')).toBeNull();
    expect(preloadsFor(manifest, '/nowhere')).toBeNull();
    expect(clientManifest(manifest).remotes.map((r) => 'scripts' in r)).toEqual([false, false]);
  });

  it('When the hints are written, then each is a low-priority script preload with its URL escaped', () => {
    expect(preloadTags({ scripts: ['/mfe/public/remoteEntry.js', 'https://cdn.example.com/a.js?x="1"&y=<2>'] })).toEqual([
      '<link rel="preload" as="script" href="/mfe/public/remoteEntry.js" fetchpriority="low">',
      '<link rel="preload" as="script" href="https://cdn.example.com/a.js?x=&quot;1&quot;&amp;y=&lt;2>" fetchpriority="low">',
    ]);
    expect(preloadTags(null)).toEqual([]);
  });
});
