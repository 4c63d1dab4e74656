/**
 * The catalogue pages' queries, started together with the page's code (app/router.tsx: at
 * start-up for the first page, during the navigation for later ones), so code and data load side
 * by side instead of one after the other.
 */
import { listFiltersOf } from '@gayaku/contract';
import type { QueryClient } from '@tanstack/react-query';
import { prefetchOnce } from '../../../lib/query-client.ts';
import { listParams } from '../product-filters.ts';
import { adsQuery, categoriesQuery, colorsQuery, popularProductsQuery, productsQuery } from './queries.ts';

/** The first screen's queries; the recommendations further down wait for the page to settle. */
export function prefetchHome(client: QueryClient): void {
  prefetchOnce(client, adsQuery());
  prefetchOnce(client, popularProductsQuery());
  prefetchOnce(client, categoriesQuery());
}

export function prefetchProductList(client: QueryClient, search: URLSearchParams): void {
  prefetchOnce(client, productsQuery(listParams(listFiltersOf(search))));
  prefetchOnce(client, categoriesQuery());
  prefetchOnce(client, colorsQuery());
}
