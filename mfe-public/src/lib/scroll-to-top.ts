import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** A new page starts at its top (the shell keeps the scroll position); #anchors are left to the pages. */
export function useScrollToTopOnNavigate() {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!hash) window.scrollTo?.(0, 0);
  }, [pathname, hash]);
}
