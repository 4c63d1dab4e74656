import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { attributeApi } from './client.ts';

const LIST_STALE = 5 * 60_000;

/** The storefront's category tiles and filters. The server preloads this very URL with the home page (GET /api/categories). */
export const categoriesQuery = () =>
  queryOptions({
    queryKey: queryKeys.categories.all,
    queryFn: ({ signal }) => attributeApi.listCategories({ signal }),
    staleTime: LIST_STALE,
  });

/** The product list's colour filter. */
export const colorsQuery = () =>
  queryOptions({ queryKey: queryKeys.colors.all, queryFn: ({ signal }) => attributeApi.listColors({ signal }), staleTime: LIST_STALE });

/** Every category's size chart: one small list, cached, behind 'Panduan Ukuran' on the product page and at /order. */
export const sizeChartsQuery = () =>
  queryOptions({
    queryKey: queryKeys.sizeCharts.all,
    queryFn: ({ signal }) => attributeApi.listSizeCharts({ signal }),
    staleTime: LIST_STALE,
  });
