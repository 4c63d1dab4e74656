import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import type { KEEP_SCROLL } from '../../lib/keep-scroll.ts';

const positions = new Map<string, number>();
const GIVE_UP_AFTER_MS = 2000;

/**
 * Scrolls to `y`; while the page is still too short for it (a long list draws in passes, content
 * below may still be loading), tries again as the page grows, until the shopper scrolls or 2 s pass.
 */
function scrollBackTo(y: number): () => void {
  window.scrollTo(0, y);
  if (window.scrollY >= y - 1) return () => undefined;
  const retry = () => {
    window.scrollTo(0, y);
    if (window.scrollY >= y - 1) stop();
  };
  const observer = new ResizeObserver(retry);
  const timer = setTimeout(() => stop(), GIVE_UP_AFTER_MS);
  const userEvents = ['wheel', 'touchstart', 'keydown'] as const;
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of userEvents) window.removeEventListener(type, stop);
  }
  observer.observe(document.body);
  for (const type of userEvents) window.addEventListener(type, stop, { passive: true });
  return stop;
}

/**
 * Scroll positions per history entry, as a multi-page site has them: a new page opens at the top,
 * Back and Forward return to where the shopper was.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const action = useNavigationType();
  const current = useRef(location.key);
  const loaded = useRef(true);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const remember = () => positions.set(current.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => {
      window.removeEventListener('scroll', remember);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    const previous = current.current;
    current.current = location.key;
    // The document has just loaded where the browser put it: nothing to restore. (Reading
    // scrollY here would make the browser lay out the whole first page inside this render.)
    if (loaded.current) {
      loaded.current = false;
      return undefined;
    }
    if (action === 'POP') return scrollBackTo(positions.get(location.key) ?? 0);
    const keep = (location.state as Partial<typeof KEEP_SCROLL> | null)?.keepScroll === true;
    // Known even if the shopper does not scroll here; the scroll listener keeps `previous` current.
    if (keep) positions.set(location.key, positions.get(previous) ?? 0);
    else {
      window.scrollTo(0, 0);
      positions.set(location.key, 0);
    }
    return undefined;
  }, [location.key, location.state, action]);

  return null;
}
