/**
 * The product list's filters as the storefront's /products page URL carries them, and the API
 * call that page makes for them. Shared by the web app and the server, whose preload of that call
 * (apps/api plugins/page-preload.ts) is only reused when it names the very URL the page fetches.
 * No zod here: the storefront's first page imports it.
 */
export const PRODUCT_SORTS = ['popular', 'rating', 'newest', 'price_asc', 'price_desc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export interface ProductListFilters {
  search: string;
  category: string[];
  color: string[];
  sort: ProductSort;
}

const isSort = (v: string | null): v is ProductSort => v !== null && (PRODUCT_SORTS as readonly string[]).includes(v);

/** The filters of a /products page URL's query; an unknown sort shows the default, 'popular'. */
export function listFiltersOf(params: URLSearchParams): ProductListFilters {
  const sort = params.get('sort');
  return {
    search: (params.get('search') ?? '').trim(),
    category: params.getAll('category').filter(Boolean),
    color: params.getAll('color').filter(Boolean),
    sort: isSort(sort) ? sort : 'popular',
  };
}

/** GET /api/products with these filters, as the list page asks for it. */
export function productListApiPath(f: {
  category?: readonly string[];
  color?: readonly string[];
  search?: string;
  sort?: ProductSort;
}): string {
  const params = new URLSearchParams();
  for (const c of f.category ?? []) params.append('category', c);
  for (const c of f.color ?? []) params.append('color', c);
  const search = f.search?.trim();
  if (search) params.set('search', search);
  if (f.sort) params.set('sort', f.sort);
  const qs = params.toString();
  return qs ? `/api/products?${qs}` : '/api/products';
}
