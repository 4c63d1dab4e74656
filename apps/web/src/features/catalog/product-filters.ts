import { PRODUCT_SORTS, type ProductSort } from '@gayaku/contract';

/** The five sort options with the values of DESIGN.md section 3 and the spec's labels. */
export const SORT_OPTIONS: readonly { value: ProductSort; label: string }[] = [
  { value: 'popular', label: 'Most Popular' },
  { value: 'rating', label: 'Best Rating' },
  { value: 'newest', label: 'Newest' },
  { value: 'price_asc', label: 'Price: Low to High' },
  { value: 'price_desc', label: 'Price: High to Low' },
];

export interface ListFilters {
  search: string;
  category: string[];
  color: string[];
  sort: ProductSort;
}

const isSort = (v: string | null): v is ProductSort => v !== null && (PRODUCT_SORTS as readonly string[]).includes(v);

export function filtersFromParams(params: URLSearchParams): ListFilters {
  const sort = params.get('sort');
  return {
    search: (params.get('search') ?? '').trim(),
    category: params.getAll('category').filter(Boolean),
    color: params.getAll('color').filter(Boolean),
    sort: isSort(sort) ? sort : 'popular',
  };
}

export function paramsFromFilters(f: ListFilters): URLSearchParams {
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
