import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { whenIdle } from './lazy-section';

/**
 * React.lazy for a part of a page that is not needed for its first paint: a failed load (offline, or
 * a new release replaced this one's files) renders nothing instead of taking the page down.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() => load().then((part) => ({ default: part }), () => ({ default: (() => null) as ComponentType<P> })));
}

/**
 * Renders its children (lazy parts, in Suspense) once the place they go comes near the screen, so
 * their code is neither fetched nor run during the first visit's load (no long task in it); where the
 * browser cannot tell (no IntersectionObserver), once the main thread is idle.
 */
export function WhenNear({ children, margin = '600px' }: { children: ReactNode; margin?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return undefined;
    const element = ref.current;
    if (typeof IntersectionObserver !== 'function' || !element) return whenIdle(() => setReady(true));
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setReady(true), { rootMargin: `${margin} 0px` });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ready, margin]);
  return ready ? <Suspense fallback={null}>{children}</Suspense> : <div ref={ref} aria-hidden="true" />;
}
