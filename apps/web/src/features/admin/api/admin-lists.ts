/**
 * The admin area's list resources in one registry: the route table's list and delete calls of each
 * (the generic table GETs a page of the list, sorted, searched and filtered on the server, and
 * DELETEs one record), its query keys and the noun its texts use. A page comes with the number of
 * matches (X-Total-Count). Keys start with the resource's `all` prefix, so invalidating that prefix
 * refreshes them. The plain list (no parameters: at most 100, by id) serves the product form's
 * checkbox lists. Beside them, the low-stock list behind the dashboard's 'Stok Menipis'.
 */
import type { adRoutes, attributeRoutes, orderRoutes, ProductListQuery, productRoutes, stockRoutes, userRoutes } from '@gayaku/contract';
import { adEndpoints, attributeEndpoints, orderEndpoints, productEndpoints, stockEndpoints, userEndpoints } from '@gayaku/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { createApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const products = /*#__PURE__*/ createApi<typeof productRoutes>(productEndpoints);
const users = /*#__PURE__*/ createApi<typeof userRoutes>(userEndpoints);
const ads = /*#__PURE__*/ createApi<typeof adRoutes>(adEndpoints);
const attributes = /*#__PURE__*/ createApi<typeof attributeRoutes>(attributeEndpoints);
const orders = /*#__PURE__*/ createApi<typeof orderRoutes>(orderEndpoints);
const stock = /*#__PURE__*/ createApi<typeof stockRoutes>(stockEndpoints);

/** What a page asks the server: the admin list query (limit, offset, sort, order, q) and a list's own filters. */
export interface ListParams {
  limit?: number;
  offset?: number;
  sort?: string;
  order?: 'asc' | 'desc';
  q?: string;
  /** Orders only: one status, Jakarta days of ordering. */
  status?: string;
  from?: string;
  to?: string;
}
/** The request: the page's parameters (none: the plain list), its signal, and who reads the answer's headers. */
type Ref = { query?: ListParams; signal?: AbortSignal; onHeaders?: (headers: Headers) => void };
type Deleted = Promise<{ message: string }>;
const byId = (id: number) => ({ params: { id } });
// Each list checks its own keys and values on the server (400 for any other); the table only sends its columns' keys.
type Query<F extends (input: never) => unknown> = Parameters<F>[0] extends { query?: infer Q } ? Q : never;
const as = <Q>(r: Ref) => ({ ...r, query: r.query as Q });

/** Each list's calls: a page of the list, and deleting one record (none for users and orders). */
const CALLS = {
  products: {
    list: (r: Ref) => products.listProducts(as<ProductListQuery>(r)),
    remove: (id: number): Deleted => products.deleteProduct(byId(id)),
  },
  users: { list: (r: Ref) => users.listUsers(as<Query<typeof users.listUsers>>(r)), remove: null },
  ads: { list: (r: Ref) => ads.listAds(as<Query<typeof ads.listAds>>(r)), remove: (id: number): Deleted => ads.deleteAd(byId(id)) },
  categories: {
    list: (r: Ref) => attributes.listCategories(as<Query<typeof attributes.listCategories>>(r)),
    remove: (id: number): Deleted => attributes.deleteCategory(byId(id)),
  },
  colors: {
    list: (r: Ref) => attributes.listColors(as<Query<typeof attributes.listColors>>(r)),
    remove: (id: number): Deleted => attributes.deleteColor(byId(id)),
  },
  sizes: {
    list: (r: Ref) => attributes.listSizes(as<Query<typeof attributes.listSizes>>(r)),
    remove: (id: number): Deleted => attributes.deleteSize(byId(id)),
  },
  orders: { list: (r: Ref) => orders.listOrders(as<Query<typeof orders.listOrders>>(r)), remove: null },
} as const;

export type AdminResourceName = keyof typeof CALLS;
/** The record type behind each admin list, as its route answers it. */
export type AdminRecords = { [N in AdminResourceName]: Awaited<ReturnType<(typeof CALLS)[N]['list']>>[number] };

export interface AdminResource {
  /** Prefix every query of this resource starts with (mutations invalidate it). */
  prefix: readonly unknown[];
  listKey: readonly unknown[];
  /** Used in 'Apakah kamu yakin ingin menghapus {noun} ini?' and 'Gagal menghapus {noun}'. */
  noun: string;
}

const admin = (prefix: readonly unknown[], noun: string): AdminResource => ({ prefix, listKey: [...prefix, 'admin'], noun });

export const ADMIN_RESOURCES: Record<AdminResourceName, AdminResource> = {
  products: admin(queryKeys.products.all, 'produk'),
  users: admin(queryKeys.users.all, 'pengguna'),
  ads: admin(queryKeys.ads.all, 'iklan'),
  categories: admin(queryKeys.categories.all, 'kategori'),
  colors: admin(queryKeys.colors.all, 'warna'),
  sizes: admin(queryKeys.sizes.all, 'ukuran'),
  orders: { prefix: queryKeys.orders.all, listKey: queryKeys.orders.adminList(), noun: 'pesanan' },
};

/** Query options of one admin list's plain call: at most 100, by id (the product form's checkbox lists). */
export function adminListQuery<N extends AdminResourceName>(name: N) {
  return queryOptions({
    queryKey: ADMIN_RESOURCES[name].listKey,
    queryFn: ({ signal }) => CALLS[name].list({ signal }) as Promise<AdminRecords[N][]>,
  });
}

/** One page of a list and how many records match over all pages. */
export interface ListPage<T> {
  rows: T[];
  total: number;
}

/** A page as the server answers it; the total from X-Total-Count (the rows' number when it is missing). */
export async function fetchAdminPage<N extends AdminResourceName>(
  name: N,
  query: ListParams,
  signal?: AbortSignal,
): Promise<ListPage<AdminRecords[N]>> {
  let total: number | null = null;
  const onHeaders = (headers: Headers) => {
    const header = headers.get('X-Total-Count');
    total = header !== null && /^\d+$/.test(header) ? Number(header) : null;
  };
  const rows = (await CALLS[name].list({ query, signal, onHeaders })) as AdminRecords[N][];
  return { rows, total: total ?? (query.offset ?? 0) + rows.length };
}

/** Query options of one page of an admin list; the page before stays on screen while the next loads. */
export function adminPageQuery<N extends AdminResourceName>(name: N, query: ListParams) {
  return queryOptions({
    queryKey: [...ADMIN_RESOURCES[name].listKey, 'page', query],
    queryFn: ({ signal }) => fetchAdminPage(name, query, signal),
    placeholderData: keepPreviousData,
  });
}

/** How many records a list holds (the dashboard's cards): one row asked, the count read from X-Total-Count. */
export const adminCountQuery = (name: AdminResourceName) =>
  queryOptions({ ...adminPageQuery(name, { limit: 1, offset: 0 }), select: (page: ListPage<unknown>) => page.total });

/** DELETE of one record; the server's answer says what happened ('Produk berhasil dihapus'). */
export function deleteAdminRecord(name: AdminResourceName, id: number): Deleted {
  const remove = CALLS[name].remove;
  if (!remove) throw new Error(`${name} cannot be deleted`);
  return remove(id);
}

/** The variants at or below the low-stock threshold: the dashboard's 'Stok Menipis' and its list (features/stock). */
export const lowStockQuery = () =>
  queryOptions({ queryKey: queryKeys.stock.low(), queryFn: ({ signal }) => stock.listLowStock({ signal }), staleTime: 0 });
