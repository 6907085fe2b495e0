import { CODE_PENDING_ATTRIBUTE, PRERENDER_ELEMENT_ID, PRERENDER_STYLE_ID } from '@wsms/contracts/shell-bootstrap';

/** The live page is shown after this long even if some code is still pending (its own fallback shows then). */
const LONGEST_WAIT_MS = 10_000;

/**
 * When the gateway served a page's build-time snapshot (signed-out public pages), it stays on screen
 * while the shell renders the live page into the hidden `container`. Once the live page has rendered
 * and no Suspense fallback waits for code, the snapshot and its styles are removed and the container
 * shown, in one frame: the visitor never sees the loading fallbacks a first render passes through.
 */
export function takeOverPrerenderedPage(container: HTMLElement, doc: Document = document, longestWaitMs = LONGEST_WAIT_MS) {
  const snapshot = doc.getElementById(PRERENDER_ELEMENT_ID);
  if (!snapshot) return;
  container.hidden = true;
  const ready = () => container.childElementCount > 0 && !container.querySelector(`[${CODE_PENDING_ATTRIBUTE}]`);
  const reveal = () => {
    observer.disconnect();
    clearTimeout(timer);
    snapshot.remove();
    doc.getElementById(PRERENDER_STYLE_ID)?.remove();
    container.hidden = false;
  };
  const observer = new MutationObserver(() => {
    if (ready()) reveal();
  });
  observer.observe(container, { childList: true, subtree: true });
  const timer = setTimeout(reveal, longestWaitMs);
}
