/** Where each history entry (by its router key) was left, in pixels from the top. */
export type ScrollPositions = Record<string, number>;

const STORAGE_KEY = 'wsms-scroll-positions';
/** Only the latest entries are kept across reloads: older ones are rarely gone back to. */
const KEPT = 50;
/** How long a restored position is pursued while the page grows to it (its code and data arriving). */
const RESTORE_WITHIN_MS = 3000;
const userScrolls = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

export function readScrollPositions(): ScrollPositions {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as ScrollPositions) : {};
  } catch {
    return {};
  }
}

export function saveScrollPositions(positions: ScrollPositions) {
  const latest = Object.entries(positions).slice(-KEPT);
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(latest)));
  } catch {
    // Storage full or refused: positions are then kept for this page's life only.
  }
}

/**
 * Scrolls to `top`, again on each frame while the page is still too short to get there, until it
 * arrives, the visitor scrolls themselves, or RESTORE_WITHIN_MS pass. Answers a function that stops it.
 */
export function restoreScroll(top: number): () => void {
  const started = performance.now();
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of userScrolls) window.removeEventListener(type, stop);
  };
  const attempt = () => {
    window.scrollTo(0, top);
    if (Math.abs(window.scrollY - top) < 1 || performance.now() - started > RESTORE_WITHIN_MS) stop();
    else frame = requestAnimationFrame(attempt);
  };
  for (const type of userScrolls) window.addEventListener(type, stop, { passive: true });
  attempt();
  return stop;
}
