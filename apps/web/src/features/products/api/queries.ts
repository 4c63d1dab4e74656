/**
 * The catalogue's queries. The server preloads the first ones with each catalogue page, so these
 * must ask for those very URLs: GET /api/products?… (as the contract's productListApiPath writes
 * it), /api/products/popular and /api/products/{id}.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { queryKeys, type ProductListParams } from '../../../lib/query-keys.ts';
import { productApi } from './client.ts';

export const CATALOGUE_STALE = 60_000;

/** The list's filters as query parameters, in productListApiPath's order: category, color, search, sort. */
export const listQuery = (params: ProductListParams) => ({
  category: [...(params.category ?? [])],
  color: [...(params.color ?? [])],
  search: params.search?.trim() || undefined,
  sort: params.sort,
});

export const productsQuery = (params: ProductListParams = {}) =>
  queryOptions({
    queryKey: queryKeys.products.list(params),
    queryFn: ({ signal }) => productApi.listProducts({ query: listQuery(params), signal }),
    staleTime: CATALOGUE_STALE,
  });

/** How many products each category and colour chip would give with the other filters (GET /api/products/facets). */
export const facetsQuery = (params: ProductListParams) =>
  queryOptions({
    queryKey: ['products', 'facets', { category: params.category, color: params.color, search: params.search }] as const,
    queryFn: ({ signal }) => {
      const { category, color, search } = listQuery(params);
      return productApi.getProductFacets({ query: { category, color, search }, signal });
    },
    staleTime: CATALOGUE_STALE,
    placeholderData: keepPreviousData,
  });

export const popularProductsQuery = () =>
  queryOptions({
    queryKey: queryKeys.products.popular(),
    queryFn: ({ signal }) => productApi.listPopularProducts({ signal }),
    staleTime: CATALOGUE_STALE,
  });

/** One product: its page, the checkout's size and colour choices, the admin's edit form. */
export const productQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.products.detail(id),
    queryFn: ({ signal }) => productApi.getProduct({ params: { id }, signal }),
    staleTime: CATALOGUE_STALE,
  });

/** A failure is logged and shows as no recommendations (spec section 8). */
export const recommendationsQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.products.recommendations(id),
    queryFn: async ({ signal }) => {
      try {
        return (await productApi.getRecommendations({ params: { id }, signal })).recommendations;
      } catch (error) {
        if (!signal.aborted) console.error('Gagal mengambil rekomendasi:', error);
        return [];
      }
    },
    staleTime: CATALOGUE_STALE,
    retry: false,
  });
