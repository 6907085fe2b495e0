import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router';

export interface LazySectionProps {
  /** The anchor (`/#contact`); opening the page at it loads the section at once and scrolls to it. */
  id: string;
  load: () => Promise<{ default: ComponentType }>;
  /** Space kept while the section's code is not there yet, so the page does not jump. */
  minHeight: string;
}

// Starts downloading a little before the section scrolls into view.
const ROOT_MARGIN = '200px 0px';
// Clears the shell's sticky navigation bar when the page jumps to the section.
const SCROLL_MARGIN = '96px';

// How long an opened-at section is held in place while the page above it settles.
const KEEP_IN_PLACE_MS = 2000;
const userScrolls = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/** A below-the-fold section whose code is fetched only when it approaches the viewport. */
export function LazySection({ id, load, minHeight }: LazySectionProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { hash } = useLocation();
  const atHash = hash === `#${id}`;
  const [Section, setSection] = useState<ComponentType | null>(null);

  useEffect(() => {
    const element = ref.current;
    if (Section || !element) return;
    let cancelled = false;
    const start = () => void load().then((module) => !cancelled && setSection(() => module.default));
    if (atHash || typeof IntersectionObserver === 'undefined') {
      start();
      return () => { cancelled = true; };
    }
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      start();
    }, { rootMargin: ROOT_MARGIN });
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [Section, atHash, load]);

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
    <div id={id} ref={ref} style={{ scrollMarginTop: SCROLL_MARGIN, minHeight: Section ? undefined : minHeight }}>
      {Section && <Section />}
    </div>
  );
}
