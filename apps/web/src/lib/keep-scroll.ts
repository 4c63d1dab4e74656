/** Navigation state that keeps the scroll position (e.g. a filter change on the same list); app/layouts/scroll-restoration.tsx honours it. */
export const KEEP_SCROLL = { keepScroll: true } as const;
