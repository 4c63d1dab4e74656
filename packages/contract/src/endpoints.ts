/**
 * The endpoints of every call of the API, by domain (method, path, who may call it, success
 * status), and the product list's URL as the storefront and the server's page preload both write
 * it. Plain data without zod, in a file of its own: a bundle that imports an endpoint carries no
 * schema, not even one that another part of the app takes from the same domain's file. Each domain
 * file joins its endpoints with its schemas (defineRoutes) and re-exports them.
 */
export const adEndpoints = {
  listAds: { method: 'GET', path: '/api/ads', access: 'public' },
  getAd: { method: 'GET', path: '/api/ads/{id}', access: 'public' },
  createAd: { method: 'POST', path: '/api/ads', access: 'admin', status: 201 },
  updateAd: { method: 'PUT', path: '/api/ads/{id}', access: 'admin' },
  deleteAd: { method: 'DELETE', path: '/api/ads/{id}', access: 'admin' },
  uploadAdBanner: { method: 'POST', path: '/api/ads/image', access: 'admin', status: 201 },
} as const;

export const attributeEndpoints = {
  listCategories: { method: 'GET', path: '/api/categories', access: 'public' },
  getCategory: { method: 'GET', path: '/api/categories/{id}', access: 'public' },
  createCategory: { method: 'POST', path: '/api/categories', access: 'admin', status: 201 },
  updateCategory: { method: 'PUT', path: '/api/categories/{id}', access: 'admin' },
  deleteCategory: { method: 'DELETE', path: '/api/categories/{id}', access: 'admin' },
  listColors: { method: 'GET', path: '/api/colors', access: 'public' },
  getColor: { method: 'GET', path: '/api/colors/{id}', access: 'public' },
  createColor: { method: 'POST', path: '/api/colors', access: 'admin', status: 201 },
  updateColor: { method: 'PUT', path: '/api/colors/{id}', access: 'admin' },
  deleteColor: { method: 'DELETE', path: '/api/colors/{id}', access: 'admin' },
  listSizes: { method: 'GET', path: '/api/sizes', access: 'public' },
  getSize: { method: 'GET', path: '/api/sizes/{id}', access: 'public' },
  createSize: { method: 'POST', path: '/api/sizes', access: 'admin', status: 201 },
  updateSize: { method: 'PUT', path: '/api/sizes/{id}', access: 'admin' },
  deleteSize: { method: 'DELETE', path: '/api/sizes/{id}', access: 'admin' },
  listSizeCharts: { method: 'GET', path: '/api/size-charts', access: 'public' },
  getSizeChart: { method: 'GET', path: '/api/categories/{id}/size-chart', access: 'public' },
  setSizeChart: { method: 'PUT', path: '/api/categories/{id}/size-chart', access: 'admin' },
  deleteSizeChart: { method: 'DELETE', path: '/api/categories/{id}/size-chart', access: 'admin' },
} as const;

export const authEndpoints = {
  register: { method: 'POST', path: '/api/auth/register', access: 'public', status: 201 },
  login: { method: 'POST', path: '/api/auth/login', access: 'public' },
  forgotPassword: { method: 'POST', path: '/api/auth/forgot-password', access: 'public' },
  resetPassword: { method: 'POST', path: '/api/auth/reset-password', access: 'public' },
  changePassword: { method: 'PUT', path: '/api/user/password', access: 'shopper' },
  logoutEverywhere: { method: 'POST', path: '/api/auth/logout-all', access: 'shopper' },
} as const;

export const cartEndpoints = {
  listCart: { method: 'GET', path: '/api/cart', access: 'shopper' },
  addToCart: { method: 'POST', path: '/api/cart', access: 'shopper', status: 201 },
  updateCartLine: { method: 'PUT', path: '/api/cart/{cart_id}', access: 'owner' },
  removeCartLine: { method: 'DELETE', path: '/api/cart/{cart_id}', access: 'owner' },
} as const;

export const healthEndpoints = {
  getHealth: { method: 'GET', path: '/api/health', access: 'public' },
} as const;

export const notificationEndpoints = {
  listNotifications: { method: 'GET', path: '/api/notifications/{userId}', access: 'owner' },
  getNotification: { method: 'GET', path: '/api/notifications/detail/{id}', access: 'owner' },
  markNotificationRead: { method: 'PUT', path: '/api/notifications/read/{id}', access: 'owner' },
  markAllNotificationsRead: { method: 'PUT', path: '/api/notifications/read-all', access: 'shopper' },
  createNotificationStreamTicket: { method: 'POST', path: '/api/notifications/stream/ticket', access: 'shopper', status: 201 },
  // Public as far as the Bearer header goes: EventSource cannot send one, so the stream takes a ticket.
  streamNotifications: { method: 'GET', path: '/api/notifications/stream', access: 'public' },
} as const;

export const orderEndpoints = {
  createOrder: { method: 'POST', path: '/api/order', access: 'shopper', status: 201 },
  listMyOrders: { method: 'GET', path: '/api/order/orders', access: 'shopper' },
  listOrders: { method: 'GET', path: '/api/order', access: 'admin' },
  getOrder: { method: 'GET', path: '/api/order/{id}', access: 'owner' },
  changeOrderStatus: { method: 'PUT', path: '/api/order/{id}/status', access: 'owner' },
  reorder: { method: 'POST', path: '/api/order/{id}/reorder', access: 'owner' },
} as const;

export const paymentEndpoints = {
  getPaymentConfig: { method: 'GET', path: '/api/payment/config', access: 'public' },
  getPaymentToken: { method: 'GET', path: '/api/order/payment/{midtrans_order_id}', access: 'owner' },
  receiveMidtransNotification: { method: 'POST', path: '/api/payments/midtrans/notification', access: 'public' },
} as const;

export const productEndpoints = {
  listProducts: { method: 'GET', path: '/api/products', access: 'public' },
  listPopularProducts: { method: 'GET', path: '/api/products/popular', access: 'public' },
  getProductFacets: { method: 'GET', path: '/api/products/facets', access: 'public' },
  getProduct: { method: 'GET', path: '/api/products/{id}', access: 'public' },
  getRecommendations: { method: 'GET', path: '/api/products/{id}/recommendations', access: 'public' },
  createProduct: { method: 'POST', path: '/api/products', access: 'admin', status: 201 },
  updateProduct: { method: 'PUT', path: '/api/products/{id}', access: 'admin' },
  deleteProduct: { method: 'DELETE', path: '/api/products/{id}', access: 'admin' },
} as const;

export const ratingEndpoints = {
  rateProduct: { method: 'POST', path: '/api/ratings', access: 'shopper', status: 201 },
  checkMyRating: { method: 'GET', path: '/api/ratings/user-rating/check', access: 'owner' },
  updateRating: { method: 'PUT', path: '/api/ratings/{id}', access: 'owner' },
  uploadRatingPhoto: { method: 'POST', path: '/api/ratings/{id}/photos', access: 'owner', status: 201 },
  listProductReviews: { method: 'GET', path: '/api/products/{id}/reviews', access: 'public' },
  getReviewSummary: { method: 'GET', path: '/api/products/{id}/review-summary', access: 'public' },
  listAdminReviews: { method: 'GET', path: '/api/admin/reviews', access: 'admin' },
  setReviewHidden: { method: 'PUT', path: '/api/admin/reviews/{id}', access: 'admin' },
} as const;

export const searchEndpoints = {
  suggestSearch: { method: 'GET', path: '/api/search/suggest', access: 'public' },
} as const;

export const shippingEndpoints = {
  listShippingRates: { method: 'GET', path: '/api/shipping-rates', access: 'public' },
  listShippingOptions: { method: 'GET', path: '/api/shipping-options', access: 'shopper' },
} as const;

export const stockEndpoints = {
  getProductStock: { method: 'GET', path: '/api/products/{id}/stock', access: 'admin' },
  setProductStock: { method: 'PUT', path: '/api/products/{id}/stock', access: 'admin' },
  listLowStock: { method: 'GET', path: '/api/stock/low', access: 'admin' },
} as const;

export const userEndpoints = {
  getProfile: { method: 'GET', path: '/api/user/profile', access: 'shopper' },
  updateProfile: { method: 'PUT', path: '/api/user/profile/update', access: 'shopper' },
  listUsers: { method: 'GET', path: '/api/user/users', access: 'admin' },
} as const;

/** The storefront's sort options (the spec's five). */
export const PRODUCT_SORTS = ['popular', 'rating', 'newest', 'price_asc', 'price_desc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
/** The admin table's column keys; `order` picks the direction (default asc for id, name, price; desc for the rest). */
export const PRODUCT_COLUMN_SORTS = ['id', 'name', 'price', 'sold_count', 'average_rating', 'created_at'] as const;
export type ProductColumnSort = (typeof PRODUCT_COLUMN_SORTS)[number];
/**
 * Every `sort` GET /api/products takes: the storefront's, `relevance` (best match to `search`
 * first; the default when a search is given without a sort) and the admin's column keys.
 */
export const PRODUCT_LIST_SORTS = [...PRODUCT_SORTS, 'relevance', ...PRODUCT_COLUMN_SORTS] as const;
export type ProductListSort = (typeof PRODUCT_LIST_SORTS)[number];
/** A page of GET /api/products: at most this many products (also the answer without `limit`). */
export const PRODUCT_PAGE_MAX = 100;

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

/**
 * GET /api/products with these filters, as the list page asks for it: categories, colours, search,
 * sort, then the page (`limit`, `offset`; an offset of 0 is left out). Without a sort a search is
 * ranked by relevance.
 */
export function productListApiPath(f: {
  category?: readonly string[];
  color?: readonly string[];
  search?: string;
  sort?: ProductListSort;
  limit?: number;
  offset?: number;
}): string {
  const params = new URLSearchParams();
  for (const c of f.category ?? []) params.append('category', c);
  for (const c of f.color ?? []) params.append('color', c);
  const search = f.search?.trim();
  if (search) params.set('search', search);
  if (f.sort) params.set('sort', f.sort);
  if (f.limit !== undefined) params.set('limit', String(f.limit));
  if (f.offset) params.set('offset', String(f.offset));
  const qs = params.toString();
  return qs ? `${productEndpoints.listProducts.path}?${qs}` : productEndpoints.listProducts.path;
}
