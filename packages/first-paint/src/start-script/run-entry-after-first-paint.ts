import { ENTRY_ATTRIBUTE, FIRST_SCREEN_IMAGE_TIMING, PRERENDER_ELEMENT_ID } from '../names';

/** What the start script uses of the browser: the page's window (a test gives a stand-in). */
export type StartScriptWindow = Pick<typeof globalThis, 'document' | 'requestAnimationFrame' | 'setTimeout'> & {
  PerformanceObserver?: typeof PerformanceObserver;
};

/** The entry runs after this long whatever has or has not been painted. */
export const LONGEST_WAIT_MS = 400;

/**
 * The start script's work (start.ts runs it on the page): runs the shell's entry, which the HTML names
 * with a `<link data-wsms-entry>`, once the browser has painted what the HTML brought. An entry already
 * downloaded would otherwise run first and hold that paint back by its whole evaluation.
 * - A prerendered page: once its first contentful paint has been presented (the paint timing entry is
 *   reported after the frame is on screen, which a task queued behind the paint is not), and once the
 *   images it marks `fetchpriority="high"` (its largest, first-screen ones) are on screen too (element
 *   timing where the browser has it, else decoded and two frames later) or have failed.
 * - Any other page (nothing contentful to paint before the app renders): right after the next frame.
 * In a hidden tab nothing paints: the entry runs at once. After LONGEST_WAIT_MS it runs anyway.
 */
export function runEntryAfterFirstPaint(win: StartScriptWindow) {
  const doc = win.document;
  const entry = doc.querySelector<HTMLLinkElement>(`link[${ENTRY_ATTRIBUTE}]`);
  if (!entry) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const script = doc.createElement('script');
    script.src = entry.href;
    doc.head.appendChild(script);
  };
  if (doc.visibilityState !== 'visible') return start();
  win.setTimeout(start, LONGEST_WAIT_MS);
  const Observer = win.PerformanceObserver;
  const types = typeof Observer === 'function' ? (Observer.supportedEntryTypes ?? []) : [];
  if (!Observer || !doc.getElementById(PRERENDER_ELEMENT_ID) || !types.includes('paint')) {
    win.requestAnimationFrame(() => win.setTimeout(start, 0));
    return;
  }
  const images = doc.querySelectorAll<HTMLImageElement>(`#${PRERENDER_ELEMENT_ID} img[fetchpriority="high"]`);
  let waiting = 1 + images.length;
  const done = () => {
    if (--waiting === 0) start();
  };
  new Observer((list, observer) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    done();
  }).observe({ type: 'paint', buffered: true });
  if (!images.length) return;
  if (types.includes('element')) {
    new Observer((list) => {
      for (const timing of list.getEntries() as Array<PerformanceEntry & { identifier?: string }>) {
        if (timing.identifier === FIRST_SCREEN_IMAGE_TIMING) done();
      }
    }).observe({ type: 'element', buffered: true });
    for (const image of images) {
      if (image.complete && !image.naturalWidth) done();
      else image.addEventListener('error', done);
    }
    return;
  }
  // No element timing: decode() settles once an image is loaded and decoded; it is painted in one of the next frames.
  const painted = () => win.requestAnimationFrame(() => win.requestAnimationFrame(done));
  for (const image of images) image.decode().then(painted, painted);
}
