import { useSyncExternalStore } from 'react';
import { matchesMedia, onMediaChange } from './media-query.ts';

const STANDALONE = '(display-mode: standalone)';

/** 'Standalone (PWA)' when the app runs installed, otherwise 'Browser' (spec section 2). */
export type DisplayModeLabel = 'Standalone (PWA)' | 'Browser';

function displayModeLabel(): DisplayModeLabel {
  // navigator.standalone: iOS Safari's own flag for an app added to the home screen.
  const standalone = matchesMedia(STANDALONE) || (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return standalone ? 'Standalone (PWA)' : 'Browser';
}

const subscribe = (onChange: () => void) => onMediaChange(STANDALONE, onChange);

/** The display mode label, kept current; 'Browser' on the server and while the browser takes its page over. */
export function useDisplayMode(): DisplayModeLabel {
  return useSyncExternalStore(subscribe, displayModeLabel, () => 'Browser');
}
