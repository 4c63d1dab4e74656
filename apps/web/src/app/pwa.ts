/**
 * Service worker (/sw.js, scope /) registration. When a new version is waiting the shopper is
 * asked 'Versi baru tersedia. Refresh?'; on yes the new worker activates and the page reloads
 * (vite-plugin-pwa's registerSW reloads on `controlling`).
 */
export const UPDATE_PROMPT = 'Versi baru tersedia. Refresh?';

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = () => {
    void import('virtual:pwa-register').then(({ registerSW }) => {
      const updateSW = registerSW({
        immediate: true,
        onNeedRefresh() {
          if (window.confirm(UPDATE_PROMPT)) void updateSW(true);
        },
        onRegisterError(error: unknown) {
          console.warn('Service worker gagal didaftarkan:', error);
        },
      });
    });
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
