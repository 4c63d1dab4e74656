/** The ad banners move on every 3000 ms, looping (spec sections 2 and 9). */
export const AD_AUTOPLAY_MS = 3000;
