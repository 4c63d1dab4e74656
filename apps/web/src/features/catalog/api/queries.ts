import { productListApiPath, type Ad, type Category, type Color, type Product } from '@gayaku/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys, type ProductListParams } from '../../../lib/query-keys.ts';

export function getProducts(params: ProductListParams = {}, signal?: AbortSignal): Promise<Product[]> {
  // The server preloads this exact URL with the list page's HTML (contract catalog-urls.ts).
  return api.get<Product[]>(productListApiPath(params), { signal, token: null });
}
export const getPopularProducts = (signal?: AbortSignal) => api.get<Product[]>('/api/products/popular', { signal, token: null });
export const getCategories = (signal?: AbortSignal) => api.get<Category[]>('/api/categories', { signal, token: null });
export const getAds = (signal?: AbortSignal) => api.get<Ad[]>('/api/ads', { signal, token: null });
export const getColors = (signal?: AbortSignal) => api.get<Color[]>('/api/colors', { signal, token: null });

const CATALOGUE_STALE = 60_000;

export const productsQuery = (params: ProductListParams = {}) =>
  queryOptions({
    queryKey: queryKeys.products.list(params),
    queryFn: ({ signal }) => getProducts(params, signal),
    staleTime: CATALOGUE_STALE,
  });
export const popularProductsQuery = () =>
  queryOptions({ queryKey: queryKeys.products.popular(), queryFn: ({ signal }) => getPopularProducts(signal), staleTime: CATALOGUE_STALE });
export const categoriesQuery = () =>
  queryOptions({ queryKey: queryKeys.categories.all, queryFn: ({ signal }) => getCategories(signal), staleTime: 5 * 60_000 });
export const adsQuery = () => queryOptions({ queryKey: queryKeys.ads.all, queryFn: ({ signal }) => getAds(signal), staleTime: 5 * 60_000 });
export const colorsQuery = () =>
  queryOptions({ queryKey: queryKeys.colors.all, queryFn: ({ signal }) => getColors(signal), staleTime: 5 * 60_000 });
