/**
 * CSS media queries read from script, safely where there is no `matchMedia` (the server, jsdom):
 * there nothing matches.
 */
import { useCallback, useSyncExternalStore } from 'react';

/** Does the screen match `query` now? */
export function matchesMedia(query: string): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

/** Calls `onChange` whenever `query` starts or stops matching; answers the unsubscribe. */
export function onMediaChange(query: string, onChange: () => void): () => void {
  const list = typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/**
 * Whether the screen matches `query`, kept current. On the server, and in the browser's first
 * render of a page the server drew, it is `serverValue`: the browser's own value follows at once.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback((onChange: () => void) => onMediaChange(query, onChange), [query]);
  return useSyncExternalStore(
    subscribe,
    () => matchesMedia(query),
    () => serverValue,
  );
}
