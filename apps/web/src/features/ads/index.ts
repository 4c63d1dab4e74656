/** What other features may use of the ads: the home page's banner section and its query (prefetched with the page). */
export { AdsSection } from './components/ads-section.tsx';
export { adsQuery } from './api/queries.ts';
