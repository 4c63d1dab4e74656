/**
 * The storefront's /products page as a URL: how many products it shows ('Muat Lebih Banyak' adds
 * a page of 24, `shown` keeps the count) and the first GET /api/products it makes for it, which the
 * server preloads with the page. Both sides use these, so the two URLs cannot drift apart.
 */
import { listFiltersOf, PRODUCT_PAGE_MAX } from './endpoints.ts';

/** Products per 'Muat Lebih Banyak' on the storefront's /products page. */
export const PRODUCT_LIST_PAGE_SIZE = 24;
/** The most one request of the page asks for: whole pages up to what one answer holds (96). */
const FIRST_REQUEST_MAX = Math.floor(PRODUCT_PAGE_MAX / PRODUCT_LIST_PAGE_SIZE) * PRODUCT_LIST_PAGE_SIZE;
/** A /products URL cannot show more than this many products at once. */
const SHOWN_MAX = 1200;

/** How many products a /products URL shows (`shown`): whole pages, at least one. */
export function productsShownOf(params: URLSearchParams): number {
  const n = Number.parseInt(params.get('shown') ?? '', 10);
  if (!Number.isFinite(n) || n <= PRODUCT_LIST_PAGE_SIZE) return PRODUCT_LIST_PAGE_SIZE;
  return Math.min(SHOWN_MAX, Math.ceil(n / PRODUCT_LIST_PAGE_SIZE) * PRODUCT_LIST_PAGE_SIZE);
}

/** The first request's size for a page showing `shown`: the whole of it, in as many pages as one answer holds. */
export const productListFirstRequestSize = (shown: number): number => Math.min(shown, FIRST_REQUEST_MAX);

/**
 * The first GET /api/products the /products page makes for its URL (the server preloads that very
 * URL, productListApiPath of this): the filters, the sort the URL names, else none for a search
 * (the server ranks it by relevance, 'Paling Sesuai') and 'popular' otherwise, and every product
 * the URL shows up to one answer's worth.
 */
export function productListFirstRequest(params: URLSearchParams) {
  const f = listFiltersOf(params);
  const named = params.get('sort') === f.sort; // a sort the URL names and the contract knows
  return {
    category: f.category,
    color: f.color,
    search: f.search || undefined,
    sort: named || !f.search ? f.sort : undefined,
    limit: productListFirstRequestSize(productsShownOf(params)),
  };
}
