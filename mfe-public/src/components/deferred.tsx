import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { whenIdle } from './lazy-section';

/**
 * React.lazy for a part of a page that is not needed for its first paint: a failed load (offline, or
 * a new release replaced this one's files) renders nothing instead of taking the page down.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() => load().then((part) => ({ default: part }), () => ({ default: (() => null) as ComponentType<P> })));
}

/** Renders its children (lazy parts, in Suspense) once the first paint is done and the main thread idle. */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true)), []);
  return ready ? <Suspense fallback={null}>{children}</Suspense> : null;
}
