/**
 * The admin area's list resources in one registry: the route table's list and delete calls of each
 * (the generic table GETs the list and DELETEs one record), its query keys and the noun its texts
 * use. Shared by the table, the dashboard counts and the product form's checkbox lists so each list
 * is fetched and cached once. Keys start with the resource's `all` prefix, so invalidating that
 * prefix refreshes them. Beside them, the low-stock list behind the dashboard's 'Stok Menipis'.
 */
import type { adRoutes, attributeRoutes, orderRoutes, productRoutes, stockRoutes, userRoutes } from '@gayaku/contract';
import { adEndpoints, attributeEndpoints, orderEndpoints, productEndpoints, stockEndpoints, userEndpoints } from '@gayaku/contract';
import { queryOptions } from '@tanstack/react-query';
import { createApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const products = /*#__PURE__*/ createApi<typeof productRoutes>(productEndpoints);
const users = /*#__PURE__*/ createApi<typeof userRoutes>(userEndpoints);
const ads = /*#__PURE__*/ createApi<typeof adRoutes>(adEndpoints);
const attributes = /*#__PURE__*/ createApi<typeof attributeRoutes>(attributeEndpoints);
const orders = /*#__PURE__*/ createApi<typeof orderRoutes>(orderEndpoints);
const stock = /*#__PURE__*/ createApi<typeof stockRoutes>(stockEndpoints);

type Ref = { signal?: AbortSignal };
type Deleted = Promise<{ message: string }>;
const byId = (id: number) => ({ params: { id } });

/** Each list's calls: the whole list, and deleting one record (none for users and orders). */
const CALLS = {
  products: { list: (r: Ref) => products.listProducts(r), remove: (id: number): Deleted => products.deleteProduct(byId(id)) },
  users: { list: (r: Ref) => users.listUsers(r), remove: null },
  ads: { list: (r: Ref) => ads.listAds(r), remove: (id: number): Deleted => ads.deleteAd(byId(id)) },
  categories: { list: (r: Ref) => attributes.listCategories(r), remove: (id: number): Deleted => attributes.deleteCategory(byId(id)) },
  colors: { list: (r: Ref) => attributes.listColors(r), remove: (id: number): Deleted => attributes.deleteColor(byId(id)) },
  sizes: { list: (r: Ref) => attributes.listSizes(r), remove: (id: number): Deleted => attributes.deleteSize(byId(id)) },
  orders: { list: (r: Ref) => orders.listOrders(r), remove: null },
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

/** Query options of one admin list. */
export function adminListQuery<N extends AdminResourceName>(name: N) {
  return queryOptions({
    queryKey: ADMIN_RESOURCES[name].listKey,
    queryFn: ({ signal }) => CALLS[name].list({ signal }) as Promise<AdminRecords[N][]>,
  });
}

/** DELETE of one record; the server's answer says what happened ('Produk berhasil dihapus'). */
export function deleteAdminRecord(name: AdminResourceName, id: number): Deleted {
  const remove = CALLS[name].remove;
  if (!remove) throw new Error(`${name} cannot be deleted`);
  return remove(id);
}

/** The variants at or below the low-stock threshold: the dashboard's 'Stok Menipis' and its list (features/stock). */
export const lowStockQuery = () =>
  queryOptions({ queryKey: queryKeys.stock.low(), queryFn: ({ signal }) => stock.listLowStock({ signal }), staleTime: 0 });
