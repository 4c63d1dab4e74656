import { useEffect, useRef } from 'react';

/**
 * Brings an element into view and gives it the focus (without a second jump), so that what just
 * changed is on a phone's screen and is what a screen reader reads next.
 */
function revealAndFocus(element: HTMLElement | null): void {
  if (!element) return;
  element.scrollIntoView?.({ block: 'center' });
  element.focus({ preventScroll: true });
}

/** A ref whose element is revealed and focused when it mounts and whenever `key` changes (compared with Object.is). */
export function useRevealOn<T extends HTMLElement>(key: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => revealAndFocus(ref.current), [key]);
  return ref;
}
