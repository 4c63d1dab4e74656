/**
 * /products, 24 at a time: an infinite query over GET /api/products?limit&offset, whose
 * X-Total-Count says how many match. The first request asks for every product the URL shows (up
 * to 96), so a page opened at '…&shown=72' (a reload, a shared link, the server's render) needs
 * one request; later ones ask for 24 each.
 */
import type { Product } from '@gayaku/contract';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { ProductListParams } from '../../../lib/query-keys.ts';
import { firstRequestSize, PAGE_SIZE } from '../product-filters.ts';
import { productApi } from './client.ts';
import { CATALOGUE_STALE, listQuery } from './queries.ts';

export interface ProductPage {
  products: Product[];
  /** Products matching the filters, over every page (X-Total-Count). */
  total: number;
}

interface PageParam {
  offset: number;
  limit: number;
}

/** Under the catalogue's key, so every product write refreshes it. */
const pagesKey = (params: ProductListParams) => ['products', 'pages', params] as const;

export const productPagesQuery = (params: ProductListParams, shown: number) =>
  infiniteQueryOptions({
    queryKey: pagesKey(params),
    queryFn: async ({ pageParam, signal }): Promise<ProductPage> => {
      let total = 0;
      const products = await productApi.listProducts({
        query: { ...listQuery(params), limit: pageParam.limit, offset: pageParam.offset || undefined },
        signal,
        onHeaders: (headers) => (total = Number(headers.get('X-Total-Count') ?? 0)),
      });
      return { products, total: Math.max(total, pageParam.offset + products.length) };
    },
    initialPageParam: { offset: 0, limit: firstRequestSize(shown) } as PageParam,
    getNextPageParam: (last, _pages, param): PageParam | undefined => {
      const next = param.offset + last.products.length;
      return last.products.length > 0 && next < last.total ? { offset: next, limit: PAGE_SIZE } : undefined;
    },
    staleTime: CATALOGUE_STALE,
  });

/** Each product once, in the order the pages gave them (a catalogue change between two pages may shift one over). */
function productsOf(pages: readonly ProductPage[]): Product[] {
  const seen = new Set<number>();
  return pages.flatMap((page) => page.products).filter((p) => !seen.has(p.id) && Boolean(seen.add(p.id)));
}

/**
 * The products the URL shows (`shown` of them, fewer when fewer match) and how many match. Pages
 * already loaded are kept (back returns to the same list without a request); when the URL shows
 * more than is loaded, the missing pages are fetched one after the other.
 */
export function useProductPages(params: ProductListParams, shown: number) {
  const query = useInfiniteQuery({ ...productPagesQuery(params, shown), placeholderData: keepPreviousData });
  const loaded = useMemo(() => (query.data ? productsOf(query.data.pages) : undefined), [query.data]);
  const total = query.data?.pages.at(-1)?.total;
  const missing =
    loaded !== undefined && total !== undefined && !query.isPlaceholderData && loaded.length < Math.min(shown, total) && query.hasNextPage;
  const { fetchNextPage, isFetching, isError } = query;
  useEffect(() => {
    if (missing && !isFetching && !isError) void fetchNextPage();
  }, [missing, isFetching, isError, fetchNextPage]);
  return { query, products: loaded?.slice(0, shown), total: total ?? 0, loadingMore: missing };
}
