/**
 * The catalogue pages' first queries, started together with the page's code (app/router.tsx: at
 * start-up for the first page, during the navigation for later ones), so code and data load side
 * by side instead of one after the other. Recommendations, further down, wait for the page to settle.
 */
import type { QueryClient } from '@tanstack/react-query';
import { prefetchOnce } from '../../../lib/query-client.ts';
import { adsQuery } from '../../ads/index.ts';
import { categoriesQuery, colorsQuery } from '../../attributes/index.ts';
import { filtersOf, listParams, shownOf } from '../product-filters.ts';
import { parseProductId } from '../product-id.ts';
import { productPagesQuery } from './pages.ts';
import { popularProductsQuery, productQuery } from './queries.ts';

export function prefetchHome(client: QueryClient): void {
  prefetchOnce(client, adsQuery());
  prefetchOnce(client, popularProductsQuery());
  prefetchOnce(client, categoriesQuery());
}

export function prefetchProductList(client: QueryClient, search: URLSearchParams): void {
  const pages = productPagesQuery(listParams(filtersOf(search)), shownOf(search));
  if (!client.getQueryState(pages.queryKey)) void client.prefetchInfiniteQuery(pages);
  prefetchOnce(client, categoriesQuery());
  prefetchOnce(client, colorsQuery());
}

/** The product page's photo can then load as soon as the page renders. */
export function prefetchProduct(client: QueryClient, rawId: string | undefined): void {
  const id = parseProductId(rawId);
  if (id === null) return; // the page shows its error without asking the server
  prefetchOnce(client, productQuery(id));
}
