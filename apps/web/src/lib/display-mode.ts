/** 'Standalone (PWA)' when the app runs installed, otherwise 'Browser' (spec section 2). */
export type DisplayModeLabel = 'Standalone (PWA)' | 'Browser';

export function displayModeLabel(win: Window = window): DisplayModeLabel {
  const standalone =
    (typeof win.matchMedia === 'function' && win.matchMedia('(display-mode: standalone)').matches) ||
    (win.navigator as Navigator & { standalone?: boolean }).standalone === true;
  return standalone ? 'Standalone (PWA)' : 'Browser';
}
