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

export function paramsFromFilters(f: ProductListFilters): URLSearchParams {
  const p = new URLSearchParams();
  if (f.search) p.set('search', f.search);
  for (const c of f.category) p.append('category', c);
  for (const c of f.color) p.append('color', c);
  if (f.sort !== 'popular') p.set('sort', f.sort);
  return p;
}

/** Adds the value when absent, removes it when present. */
export function toggle(values: readonly string[], value: string): string[] {
  return values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
}
