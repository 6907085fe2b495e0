/** @jest-environment jsdom */
import { FIRST_SCREEN_IMAGE_TIMING } from '../names';
import { LONGEST_WAIT_MS, runEntryAfterFirstPaint, type StartScriptWindow } from './run-entry-after-first-paint';

type Callback = (list: { getEntries: () => PerformanceEntry[]; getEntriesByName: (name: string) => PerformanceEntry[] }, observer: { disconnect: () => void }) => void;

/**
 * A browser the test drives: frames, timers and performance entries happen when the test says so.
 * `entryTypes` are what its PerformanceObserver supports (null: it has none).
 */
function browserStandIn({ entryTypes = ['paint', 'element'] as string[] | null } = {}) {
  const frames: FrameRequestCallback[] = [];
  const timers: Array<{ at: number; run: () => void }> = [];
  const observers: Array<{ type: string; callback: Callback; connected: boolean }> = [];
  let now = 0;
  class Observer {
    static supportedEntryTypes = entryTypes ?? [];
    private readonly callback: Callback;
    constructor(callback: Callback) {
      this.callback = callback;
    }
    observe({ type }: { type: string }) {
      observers.push({ type, callback: this.callback, connected: true });
    }
  }
  const doc = document.implementation.createHTMLDocument('page');
  const win: StartScriptWindow = {
    document: doc,
    requestAnimationFrame: (run: FrameRequestCallback) => frames.push(run),
    setTimeout: ((run: () => void, ms = 0) => timers.push({ at: now + ms, run })) as unknown as typeof setTimeout,
    PerformanceObserver: entryTypes ? (Observer as unknown as typeof PerformanceObserver) : undefined,
  };
  return {
    win,
    doc,
    visibility: (state: DocumentVisibilityState) => Object.defineProperty(doc, 'visibilityState', { value: state, configurable: true }),
    /** Runs the frames asked for so far (those they ask for wait for the next one). */
    frame: () => frames.splice(0).forEach((run) => run(0)),
    /** Moves the clock on `ms`, running the timers due. */
    wait: (ms = 0) => {
      now += ms;
      for (const timer of timers.filter((t) => t.at <= now)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.run();
      }
    },
    /** The browser reports performance entries of `type` to the observers still connected. */
    report: (type: string, entries: Array<{ name?: string; identifier?: string }>) => {
      for (const observer of observers.filter((o) => o.type === type && o.connected)) {
        const list = entries as unknown as PerformanceEntry[];
        observer.callback({ getEntries: () => list, getEntriesByName: (name) => list.filter((e) => e.name === name) }, { disconnect: () => (observer.connected = false) });
      }
    },
    /** The scripts the start script added: the entry's URL once it has run it. */
    started: () => [...doc.head.querySelectorAll('script')].map((s) => s.getAttribute('src')),
  };
}

/** A page as the gateway serves it: the entry's link, and a snapshot with `images` first-screen images. */
function servePage(browser: ReturnType<typeof browserStandIn>, { snapshot = true, images = 0 } = {}) {
  browser.visibility('visible');
  browser.doc.head.innerHTML = '<link rel="preload" as="script" data-wsms-entry fetchpriority="low" href="/main.1a.js">';
  const imgs = Array.from({ length: images }, (_, i) => `<img src="/a${i}.webp" alt="" fetchpriority="high"><img src="/lazy${i}.webp" alt="" loading="lazy">`).join('');
  browser.doc.body.innerHTML = snapshot ? `<div id="wsms-prerender" inert aria-hidden="true"><main><h1>Shop</h1>${imgs}</main></div><div id="root" hidden></div>` : '<div id="root"></div>';
  return [...browser.doc.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
}

const FCP = { name: 'first-contentful-paint' };

describe('the start script', () => {
  it('When the page names no entry, then it does nothing', () => {
    const browser = browserStandIn();
    servePage(browser);
    browser.doc.head.innerHTML = '';

    runEntryAfterFirstPaint(browser.win);
    browser.wait(LONGEST_WAIT_MS);

    expect(browser.started()).toEqual([]);
  });

  it('When the tab is hidden (nothing paints), then the entry runs at once', () => {
    const browser = browserStandIn();
    servePage(browser);
    browser.visibility('hidden');

    runEntryAfterFirstPaint(browser.win);

    expect(browser.started()).toEqual(['/main.1a.js']);
  });

  it('When the page has no snapshot, then the entry runs in a task right after the next frame', () => {
    const browser = browserStandIn();
    servePage(browser, { snapshot: false });

    runEntryAfterFirstPaint(browser.win);
    browser.wait();
    expect(browser.started()).toEqual([]);
    browser.frame();
    expect(browser.started()).toEqual([]);
    browser.wait();

    expect(browser.started()).toEqual(['/main.1a.js']);
  });

  it('When the browser has no paint timing, then a snapshot page is treated as one without', () => {
    for (const entryTypes of [null, ['element']]) {
      const browser = browserStandIn({ entryTypes });
      servePage(browser);

      runEntryAfterFirstPaint(browser.win);
      browser.frame();
      browser.wait();

      expect(browser.started()).toEqual(['/main.1a.js']);
    }
  });

  it('When a snapshot has no first-screen images, then the entry runs once its first contentful paint is on screen, not at an earlier paint', () => {
    const browser = browserStandIn();
    servePage(browser);

    runEntryAfterFirstPaint(browser.win);
    browser.report('paint', [{ name: 'first-paint' }]);
    browser.frame();
    browser.wait();
    expect(browser.started()).toEqual([]);
    browser.report('paint', [{ name: 'first-paint' }, FCP]);

    expect(browser.started()).toEqual(['/main.1a.js']);
  });

  it('When a snapshot has first-screen images, then the entry waits for the first contentful paint and for each of them, by element timing', () => {
    const browser = browserStandIn();
    servePage(browser, { images: 2 });

    runEntryAfterFirstPaint(browser.win);
    browser.report('paint', [FCP]);
    browser.report('element', [{ identifier: FIRST_SCREEN_IMAGE_TIMING }, { identifier: 'someone-else' }]);
    expect(browser.started()).toEqual([]);
    browser.report('element', [{ identifier: FIRST_SCREEN_IMAGE_TIMING }]);

    expect(browser.started()).toEqual(['/main.1a.js']);
  });

  it('When a first-screen image fails, before or after the script looks, then the entry does not wait for it', () => {
    const browser = browserStandIn();
    const [broken, failing] = servePage(browser, { images: 2 });
    Object.defineProperty(broken!, 'complete', { value: true });
    Object.defineProperty(broken!, 'naturalWidth', { value: 0 });

    runEntryAfterFirstPaint(browser.win);
    browser.report('paint', [FCP]);
    expect(browser.started()).toEqual([]);
    failing!.dispatchEvent(new Event('error'));

    expect(browser.started()).toEqual(['/main.1a.js']);
  });

  it('When the browser has no element timing, then each first-screen image counts once decoded and two frames later', async () => {
    const browser = browserStandIn({ entryTypes: ['paint'] });
    const images = servePage(browser, { images: 1 });
    let decoded = () => {};
    images[0]!.decode = () => new Promise<void>((resolve) => (decoded = resolve));

    runEntryAfterFirstPaint(browser.win);
    browser.report('paint', [FCP]);
    decoded();
    await Promise.resolve();
    browser.frame();
    expect(browser.started()).toEqual([]);
    browser.frame();

    expect(browser.started()).toEqual(['/main.1a.js']);
  });

  it('When nothing is reported, then the entry runs after the longest wait, and only once', () => {
    const browser = browserStandIn();
    servePage(browser, { images: 1 });

    runEntryAfterFirstPaint(browser.win);
    browser.wait(LONGEST_WAIT_MS - 1);
    expect(browser.started()).toEqual([]);
    browser.wait(1);
    browser.report('paint', [FCP]);
    browser.report('element', [{ identifier: FIRST_SCREEN_IMAGE_TIMING }]);

    expect(browser.started()).toEqual(['/main.1a.js']);
  });
});
