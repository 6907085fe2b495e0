import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType, type Location } from 'react-router';
import { readScrollPositions, restoreScroll, saveScrollPositions, type ScrollPositions } from './scroll-positions';

/** A new page, as opposed to a page keeping its own state in the address (`?tab=`): same path, other query. */
const isNewPage = (from: Location | undefined, to: Location) => !from || from.pathname !== to.pathname || from.search === to.search;

/**
 * What React Router's <ScrollRestoration/> does for data routers, for the shell's <BrowserRouter>
 * (its routes come from /remotes.json at run time): a new page starts at its top, or at its #anchor
 * (a page whose anchor renders later, like /shop's products, scrolls there itself); back and forward
 * return to where that entry was left, also after a reload.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<ScrollPositions | null>(null);
  positions.current ??= readScrollPositions();
  const shown = useRef<Location | undefined>(undefined);

  // The router says nothing before it navigates, so each entry's position is noted as it scrolls.
  useEffect(() => {
    const saved = positions.current!;
    const { history } = window;
    history.scrollRestoration = 'manual';
    const note = () => {
      if (shown.current) saved[shown.current.key] = window.scrollY;
    };
    const persist = () => {
      note();
      saveScrollPositions(saved);
    };
    window.addEventListener('scroll', note, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', note);
      window.removeEventListener('pagehide', persist);
      history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    const from = shown.current;
    shown.current = location;
    const saved = positions.current![location.key];
    if (navigationType === 'POP') return saved === undefined ? undefined : restoreScroll(saved);
    const anchor = location.hash.length > 1 ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (anchor) anchor.scrollIntoView({ block: 'start' });
    else if (location.hash.length > 1 || isNewPage(from, location)) window.scrollTo(0, 0);
    return undefined;
    // The router hands out a new location object on each navigation only.
  }, [location, navigationType]);

  return null;
}
