/**
 * Test setup: jest-dom matchers, DOM cleanup, a fresh storage per test, and a failure for any
 * console.error a test did not announce with `expectConsoleError()` and for any mocked answer
 * that contradicted the contract (fetch-mock.ts).
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { consoleErrorState } from './console.ts';
import { takeMockFailures } from './fetch-mock.ts';

// Lazy routes load real modules, and a role query walks the whole page: allow for a slow, busy machine.
// `npm test` runs this suite beside the browser suite; on a 2-core machine in a slow hour the suite took
// 864 s instead of 75–133 s, and a product page's reviews took more than 5 s to be found.
configure({ asyncUtilTimeout: 15_000 });

beforeEach(() => {
  consoleErrorState.expected = false;
  consoleErrorState.calls = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrorState.calls.push(args);
  });
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  const contradictions = takeMockFailures();
  if (contradictions.length > 0) throw new Error(`A mocked answer contradicts the contract:\n${contradictions.join('\n')}`);
  const { calls, expected } = consoleErrorState;
  consoleErrorState.calls = [];
  if (calls.length > 0 && !expected) {
    const text = calls.map((args) => args.map((a) => (a instanceof Error ? (a.stack ?? a.message) : String(a))).join(' ')).join('\n---\n');
    throw new Error(`Unexpected console.error during the test:\n${text}`);
  }
});

/* jsdom lacks these browser APIs; pages use them. */
window.scrollTo = (() => undefined) as typeof window.scrollTo;
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
if (!('IntersectionObserver' in window)) {
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  };
}
// jsdom has no canvas: it answers getContext with null (as a browser without one would) instead of an error.
HTMLCanvasElement.prototype.getContext = (() => null) as unknown as typeof HTMLCanvasElement.prototype.getContext;
