import { useEffect, type RefObject } from 'react';

/** Calls `onNear` once, when the element comes within `margin` of the viewport. */
export function useNearViewport(ref: RefObject<Element | null>, onNear: () => void, margin = '200px'): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        onNear();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, onNear, margin]);
}
