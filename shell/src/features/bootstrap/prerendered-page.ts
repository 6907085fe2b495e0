import { CODE_PENDING_ATTRIBUTE, PRERENDER_ELEMENT_ID, PRERENDER_STYLE_ID } from '@wsms/contracts/shell-bootstrap';

/** The live page is shown after this long even if some code is still pending (its own fallback shows then). */
const LONGEST_WAIT_MS = 10_000;

/**
 * When the gateway served a page's build-time snapshot (signed-out public pages), it stays on screen
 * while the shell renders the live page into `container`, taken out of the document meanwhile so the
 * page never holds two copies of the same text and ids. Once the live page has rendered and no
 * Suspense fallback waits for code, the container takes the snapshot's place (and its styles go) in
 * one frame: the visitor never sees the loading fallbacks a first render passes through.
 */
export function takeOverPrerenderedPage(container: HTMLElement, doc: Document = document, longestWaitMs = LONGEST_WAIT_MS) {
  const snapshot = doc.getElementById(PRERENDER_ELEMENT_ID);
  if (!snapshot) return;
  container.remove();
  const ready = () => container.childElementCount > 0 && !container.querySelector(`[${CODE_PENDING_ATTRIBUTE}]`);
  const reveal = () => {
    observer.disconnect();
    clearTimeout(timer);
    container.hidden = false;
    snapshot.replaceWith(container);
    doc.getElementById(PRERENDER_STYLE_ID)?.remove();
    // The browser scrolled to the #fragment in the snapshot; the live page's element is a new one.
    const fragment = decodeURIComponent((doc.defaultView ?? window).location.hash.slice(1));
    if (fragment) doc.getElementById(fragment)?.scrollIntoView?.({ block: 'start' });
  };
  const observer = new MutationObserver(() => {
    if (ready()) reveal();
  });
  observer.observe(container, { childList: true, subtree: true });
  const timer = setTimeout(reveal, longestWaitMs);
}
