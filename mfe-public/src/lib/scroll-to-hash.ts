import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Once `ready`, scrolls to the element the URL's #hash names (content that loads late, like products). */
export function useScrollToHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.scrollIntoView?.({ block: 'start' });
  }, [ready, hash]);
}
