/**
 * The PWA parts, set up once the page has settled and its own requests have then gone quiet for a
 * second (neither is needed for what the shopper sees, and the service worker's install downloads
 * the whole app, which would otherwise compete with the page's photos and code):
 * - the web manifest's <link> (left out of index.html by vite.config.ts), for installing the app;
 * - the service worker (/sw.js, scope /), which downloads the whole app for offline use. When a
 *   new version is waiting the shopper is asked 'Versi baru tersedia. Refresh?'; on yes the new
 *   worker activates and the page reloads (vite-plugin-pwa's registerSW reloads on `controlling`).
 */
import { pwaInfo } from 'virtual:pwa-info';
import { whenPageSettled } from '../lib/page-settled.ts';

const UPDATE_PROMPT = 'Versi baru tersedia. Refresh?';

export function setUpPwa(): void {
  if (!import.meta.env.PROD) return;
  void whenPageSettled()
    .then(() => networkQuiet(1000))
    .then(() => {
      if (pwaInfo && !document.querySelector('link[rel="manifest"]'))
        document.head.insertAdjacentHTML('beforeend', pwaInfo.webManifest.linkTag);
      if ('serviceWorker' in navigator) void registerServiceWorker();
    });
}

/** Resolves once no resource of the page has finished loading for `ms`. */
function networkQuiet(ms: number): Promise<void> {
  return new Promise((resolve) => {
    let timer = setTimeout(done, ms);
    const observer = new PerformanceObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(done, ms);
    });
    observer.observe({ type: 'resource' });
    function done() {
      observer.disconnect();
      resolve();
    }
  });
}

async function registerServiceWorker(): Promise<void> {
  const { registerSW } = await import('virtual:pwa-register');
  const updateSW = registerSW({
    immediate: true,
    onNeedRefresh() {
      if (window.confirm(UPDATE_PROMPT)) void updateSW(true);
    },
    onRegisterError(error: unknown) {
      console.warn('Service worker gagal didaftarkan:', error);
    },
  });
}
