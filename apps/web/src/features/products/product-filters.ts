import {
  listFiltersOf,
  PRODUCT_LIST_PAGE_SIZE as PAGE_SIZE,
  productListFirstRequest,
  type ProductListFilters,
  type ProductSort,
} from '@gayaku/contract';
import type { ProductListParams } from '../../lib/query-keys.ts';

/**
 * The five sort options: the contract's values with the spec's labels. Keyed by the contract's
 * ProductSort type, so the compiler insists on exactly the contract's values.
 */
const SORT_LABELS: Record<ProductSort, string> = {
  popular: 'Most Popular',
  rating: 'Best Rating',
  newest: 'Newest',
  price_asc: 'Price: Low to High',
  price_desc: 'Price: High to Low',
};

const SORT_OPTIONS: readonly { value: ProductSort; label: string }[] = Object.entries(SORT_LABELS).map(([value, label]) => ({
  value: value as ProductSort,
  label,
}));

/** The list's order: the spec's five, or the best match first for a search ('Paling Sesuai'). */
export type ListSort = ProductSort | 'relevance';
export interface ListFilters extends Omit<ProductListFilters, 'sort'> {
  sort: ListSort;
}

/** The order a list has when its URL names none: a search's best matches first, else the most popular. */
const defaultSort = (search: string): ListSort => (search ? 'relevance' : 'popular');

/** The sort options of a list: with a search, 'Paling Sesuai' first. */
export function sortOptions(search: string): readonly { value: ListSort; label: string }[] {
  return search ? [{ value: 'relevance', label: 'Paling Sesuai' }, ...SORT_OPTIONS] : SORT_OPTIONS;
}

/**
 * The filters of a /products URL and its order: the one its first request asks for (the contract's
 * productListFirstRequest, which the server preloads), or 'Paling Sesuai' when that asks none (a search).
 */
export function filtersOf(params: URLSearchParams): ListFilters {
  return { ...listFiltersOf(params), sort: productListFirstRequest(params).sort ?? 'relevance' };
}

/**
 * The product-list query of these filters (the list page and its prefetch must ask the same): a
 * search's default order is left to the server, which ranks by relevance then.
 */
export function listParams(f: ListFilters): ProductListParams {
  return { category: f.category, color: f.color, search: f.search || undefined, sort: f.sort === 'relevance' ? undefined : f.sort };
}

/** Products per 'Muat Lebih Banyak'; how many a URL shows and the first request's size are the contract's (the server preloads that request). */
export {
  PRODUCT_LIST_PAGE_SIZE as PAGE_SIZE,
  productListFirstRequestSize as firstRequestSize,
  productsShownOf as shownOf,
} from '@gayaku/contract';

/** The /products query of these filters; `shown` beyond the first page is kept too. */
export function paramsFromFilters(f: ListFilters, shown = PAGE_SIZE): URLSearchParams {
  const p = new URLSearchParams();
  if (f.search) p.set('search', f.search);
  for (const c of f.category) p.append('category', c);
  for (const c of f.color) p.append('color', c);
  if (f.sort !== defaultSort(f.search)) p.set('sort', f.sort);
  if (shown > PAGE_SIZE) p.set('shown', String(shown));
  return p;
}

/** Adds the value when absent, removes it when present. */
export function toggle(values: readonly string[], value: string): string[] {
  return values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
}
