import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { Button } from '@wsms/ui';

export interface LazySectionProps {
  /** The anchor (`/#contact`); opening the page at it loads the section at once and scrolls to it. */
  id: string;
  load: () => Promise<{ default: ComponentType }>;
  /** Space kept while the section's code is not there yet, so the page does not jump. */
  minHeight: string;
}

const Unavailable = styled.p`
  margin: 0 auto;
  padding: 32px 16px;
  max-width: 1200px;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;

// Clears the shell's sticky navigation bar when the page jumps to the section.
const SCROLL_MARGIN = '96px';

// How long an opened-at section is held in place while the page above it settles.
const KEEP_IN_PLACE_MS = 2000;
const userScrolls = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * Longest wait for an idle moment before a section's code is fetched anyway. Every section is on the
 * page soon after the first paint (visible without scrolling to it, found by find-in-page and by
 * assistive technology); only its code waits until the first paint is done.
 */
const IDLE_TIMEOUT_MS = 500;

/** Runs `task` once the main thread is idle (at most IDLE_TIMEOUT_MS later); returns its cancel. */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 0);
  return () => clearTimeout(handle);
}

/** A below-the-fold section whose code is fetched after the first paint, not as part of it. */
export function LazySection({ id, load, minHeight }: LazySectionProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { hash } = useLocation();
  const atHash = hash === `#${id}`;
  const [Section, setSection] = useState<ComponentType | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (Section || failed) return;
    let cancelled = false;
    // A failed load (offline, or a new release replaced this one's files) leaves a notice, not an error.
    const start = () =>
      void load().then(
        (module) => !cancelled && setSection(() => module.default),
        () => !cancelled && setFailed(true),
      );
    // Opened at this section: its code is what the visitor came for.
    if (atHash) start();
    const cancelStart = atHash ? undefined : whenIdle(start);
    return () => {
      cancelled = true;
      cancelStart?.();
    };
  }, [Section, failed, atHash, load]);

  useEffect(() => {
    const element = ref.current;
    if (!Section || !atHash || !element) return;
    element.scrollIntoView?.({ block: 'start' });
    // Sections above may still grow as their code or data arrives: the section stays where the visitor
    // was taken until they scroll themselves or the page has settled.
    if (typeof ResizeObserver === 'undefined') return;
    const keep = new ResizeObserver(() => element.scrollIntoView?.({ block: 'start' }));
    keep.observe(document.body);
    const release = () => {
      keep.disconnect();
      clearTimeout(timer);
      for (const type of userScrolls) window.removeEventListener(type, release);
    };
    const timer = setTimeout(release, KEEP_IN_PLACE_MS);
    for (const type of userScrolls) window.addEventListener(type, release, { passive: true });
    return release;
  }, [Section, atHash]);

  return (
    <div id={id} ref={ref} style={{ scrollMarginTop: SCROLL_MARGIN, minHeight: Section || failed ? undefined : minHeight }}>
      {Section && <Section />}
      {failed && (
        <Unavailable role="status">
          This section could not be loaded.{' '}
          <Button variant="outline" size="sm" onClick={() => window.location.reload()}>Reload page</Button>
        </Unavailable>
      )}
    </div>
  );
}
