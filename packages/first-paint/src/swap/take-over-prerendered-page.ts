import {
  CODE_PENDING_ATTRIBUTE,
  DATA_PENDING_ATTRIBUTE,
  PRERENDER_ELEMENT_ID,
  PRERENDER_STYLE_ID,
  SNAPSHOT_WITH_DATA_ATTRIBUTE,
} from '../names';

/** The live page is shown after this long even if some code is still pending (its own fallback shows then). */
const LONGEST_WAIT_MS = 10_000;
/**
 * How long a snapshot that shows the page's data stays once the live page's code is there, while the
 * live page still reads that data. Most reads end sooner and the visitor never sees a loading state;
 * a slower one shows the page's own loading state after this.
 */
export const SNAPSHOT_DATA_WAIT_MS = 200;

/**
 * When the gateway served a page's build-time snapshot (signed-out public pages), it stays on screen
 * while the shell renders the live page into `container`, taken out of the document meanwhile so the
 * page never holds two copies of the same text and ids. Once the live page has rendered and no
 * Suspense fallback waits for code, the container takes the snapshot's place (and its styles go) in
 * one frame: the visitor never sees the loading fallbacks a first render passes through. A snapshot
 * that already shows the page's data (the gateway rendered it in) also waits up to `dataWaitMs` for
 * the live page's own data loading states to end, so the list is not replaced by its loading state.
 */
export function takeOverPrerenderedPage(container: HTMLElement, doc: Document = document, longestWaitMs = LONGEST_WAIT_MS, dataWaitMs = SNAPSHOT_DATA_WAIT_MS) {
  const snapshot = doc.getElementById(PRERENDER_ELEMENT_ID);
  if (!snapshot) return;
  container.remove();
  const withData = snapshot.hasAttribute(SNAPSHOT_WITH_DATA_ATTRIBUTE);
  const codeReady = () => container.childElementCount > 0 && !container.querySelector(`[${CODE_PENDING_ATTRIBUTE}]`);
  const dataPending = () => withData && container.querySelector(`[${DATA_PENDING_ATTRIBUTE}]`) !== null;
  let dataTimer: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    if (!codeReady()) return;
    if (!dataPending()) reveal();
    else dataTimer ??= setTimeout(reveal, dataWaitMs);
  };
  const reveal = () => {
    observer.disconnect();
    clearTimeout(timer);
    clearTimeout(dataTimer);
    container.hidden = false;
    snapshot.replaceWith(container);
    doc.getElementById(PRERENDER_STYLE_ID)?.remove();
    // The browser scrolled to the #fragment in the snapshot; the live page's element is a new one.
    const fragment = decodeURIComponent((doc.defaultView ?? window).location.hash.slice(1));
    if (fragment) doc.getElementById(fragment)?.scrollIntoView?.({ block: 'start' });
  };
  const observer = new MutationObserver(check);
  observer.observe(container, { childList: true, subtree: true });
  const timer = setTimeout(reveal, longestWaitMs);
}
