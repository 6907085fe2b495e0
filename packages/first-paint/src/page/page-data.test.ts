import { imagePreloads, withFirstScreenTiming, withPageInMain } from './page-data';

describe('withPageInMain, imagePreloads and withFirstScreenTiming', () => {
  it('When images are marked fetchpriority="high", then they (and no other) are named for element timing', () => {
    const html = '<img src="/a.webp" alt="" fetchpriority="high"/><img src="/b.webp" alt="" loading="lazy"/>';

    expect(withFirstScreenTiming(html)).toBe('<img elementtiming="wsms-first-screen" src="/a.webp" alt="" fetchpriority="high"/><img src="/b.webp" alt="" loading="lazy"/>');
  });

  it('When a snapshot has a <main>, then the page replaces what it held, special replacement patterns included', () => {
    const snapshot = '<header>Nav</header><main id="main-content" class="m"><div role="status">Loading...</div></main><footer>F</footer>';

    expect(withPageInMain(snapshot, "<h2>Save $& and $'</h2>")).toBe(
      "<header>Nav</header><main id=\"main-content\" class=\"m\"><h2>Save $& and $'</h2></main><footer>F</footer>",
    );
    expect(withPageInMain('<div>no main</div>', '<h2>x</h2>')).toBeNull();
  });

  it('When images are marked fetchpriority="high", then each gets a preload with its srcset and sizes; other images none', () => {
    const html =
      '<img src="/uploads/a.webp" srcSet="/uploads/a-w320.webp 320w, /uploads/a-w640.webp 640w" sizes="100vw" alt="" fetchpriority="high"/>' +
      '<img src="/api/products/1/image" alt="Tee" fetchpriority="high"/><img src="/uploads/b.webp" alt="" loading="lazy"/>';

    expect(imagePreloads(html)).toEqual([
      '<link rel="preload" as="image" href="/uploads/a.webp" imagesrcset="/uploads/a-w320.webp 320w, /uploads/a-w640.webp 640w" imagesizes="100vw" fetchpriority="high">',
      '<link rel="preload" as="image" href="/api/products/1/image" fetchpriority="high">',
    ]);
  });
});
