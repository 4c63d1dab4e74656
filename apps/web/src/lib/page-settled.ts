/**
 * "The page has settled": the window's load event has fired, the page's main image has been
 * painted (the browser's first largest-contentful-paint entry for an image; 3 s after load at the
 * latest for pages without one; not waited for where the browser has no such entries) and the
 * browser has then had an idle moment. What the first screen does not need (the carousels'
 * Swiper, photos and data further down, the service worker) waits for it, so it neither takes
 * bandwidth from the main photo nor main-thread time from the page.
 */
import { startTransition, useEffect, useState } from 'react';

const MAX_WAIT_AFTER_LOAD_MS = 3000;

let settled = false;
let settling: Promise<void> | undefined;

function loaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

function mainImagePainted(): Promise<void> {
  // Browsers that cannot tell (no largest-contentful-paint entries) do not wait.
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntries().some((entry) => (entry as PerformanceEntry & { url?: string }).url)) return;
      done();
    });
    const timer = setTimeout(() => done(), MAX_WAIT_AFTER_LOAD_MS);
    function done() {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    }
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/** Runs `callback` when the browser is next idle (within 2 s); returns a function that cancels it. */
export function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(callback, 200);
  return () => clearTimeout(timer);
}

const idle = () => new Promise<void>((resolve) => whenIdle(resolve));

export function whenPageSettled(): Promise<void> {
  settling ??= loaded()
    .then(mainImagePainted)
    .then(idle)
    .then(() => {
      settled = true;
    });
  return settling;
}

/** Has the page settled already (see whenPageSettled)? */
export const isPageSettled = (): boolean => settled;

/**
 * False while the page is still coming in; true once it has settled (at once on later visits).
 * What turns up then is drawn in a background render that yields to the browser.
 */
export function usePageSettled(): boolean {
  const [value, setValue] = useState(settled);
  useEffect(() => {
    if (value) return;
    let mounted = true;
    void whenPageSettled().then(() => mounted && startTransition(() => setValue(true)));
    return () => {
      mounted = false;
    };
  }, [value]);
  return value;
}
