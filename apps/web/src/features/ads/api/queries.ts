import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { adApi } from './client.ts';

/** The home carousel's banners. The server preloads this very URL with the home page (GET /api/ads). */
export const adsQuery = () =>
  queryOptions({ queryKey: queryKeys.ads.all, queryFn: ({ signal }) => adApi.listAds({ signal }), staleTime: 5 * 60_000 });
