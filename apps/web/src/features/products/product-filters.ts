import type { ProductListFilters, ProductSort } from '@gayaku/contract';
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

export const SORT_OPTIONS: readonly { value: ProductSort; label: string }[] = Object.entries(SORT_LABELS).map(([value, label]) => ({
  value: value as ProductSort,
  label,
}));

/** The product-list query of these filters (the list page and its prefetch must ask the same). */
export function listParams(f: ProductListFilters): ProductListParams {
  return { category: f.category, color: f.color, search: f.search || undefined, sort: f.sort };
}

/** Products per 'Muat Lebih Banyak'. */
export const PAGE_SIZE = 24;
/** The most one request asks for: the API answers at most 100, so whole pages up to that. */
const FIRST_REQUEST_MAX = Math.floor(100 / PAGE_SIZE) * PAGE_SIZE;
/** A URL cannot ask for more than this many products at once. */
const SHOWN_MAX = 1200;

/** How many products the /products URL shows (`shown`): whole pages, at least one. */
export function shownOf(params: URLSearchParams): number {
  const n = Number.parseInt(params.get('shown') ?? '', 10);
  if (!Number.isFinite(n) || n <= PAGE_SIZE) return PAGE_SIZE;
  return Math.min(SHOWN_MAX, Math.ceil(n / PAGE_SIZE) * PAGE_SIZE);
}

/** The first request's size for a URL showing `shown`: the whole of it, in as many pages as one answer holds. */
export const firstRequestSize = (shown: number): number => Math.min(shown, FIRST_REQUEST_MAX);

/** The /products query of these filters; `shown` beyond the first page is kept too. */
export function paramsFromFilters(f: ProductListFilters, shown = PAGE_SIZE): URLSearchParams {
  const p = new URLSearchParams();
  if (f.search) p.set('search', f.search);
  for (const c of f.category) p.append('category', c);
  for (const c of f.color) p.append('color', c);
  if (f.sort !== 'popular') p.set('sort', f.sort);
  if (shown > PAGE_SIZE) p.set('shown', String(shown));
  return p;
}

/** Adds the value when absent, removes it when present. */
export function toggle(values: readonly string[], value: string): string[] {
  return values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
}
