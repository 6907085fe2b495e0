/**
 * Loads the web-vitals reporter once the page has loaded and the main thread is idle, so it is never
 * part of a first visit's critical JavaScript (web-vitals reads the buffered entries from before).
 */
export function startVitalsAfterLoad(win: Window = window) {
  const whenIdle = (run: () => void) => (typeof win.requestIdleCallback === 'function' ? win.requestIdleCallback(run) : win.setTimeout(run, 1));
  const start = () =>
    whenIdle(() => {
      void import(/* webpackChunkName: "vitals" */ './report-vitals').then(({ reportVitals }) => reportVitals(), () => undefined);
    });
  if (win.document.readyState === 'complete') start();
  else win.addEventListener('load', start, { once: true });
}
