/**
 * The admin area's list resources in one registry: the path the generic table GETs (and DELETEs
 * `{path}/{id}` on), its query key and the noun its texts use. Shared by the table, the dashboard
 * counts and the product form's checkbox lists so each list is fetched and cached once.
 * Keys start with the resource's `all` prefix, so invalidating that prefix refreshes them.
 */
import type { Ad, AdminUser, Category, Color, Order, Product, Size } from '@gayaku/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The record type behind each admin list. */
export interface AdminRecords {
  products: Product;
  users: AdminUser;
  ads: Ad;
  categories: Category;
  colors: Color;
  sizes: Size;
  orders: Order;
}
export type AdminResourceName = keyof AdminRecords;

export interface AdminResource {
  /** GET list path; DELETE goes to `${path}/${id}`. */
  path: string;
  /** Prefix every query of this resource starts with (mutations invalidate it). */
  prefix: readonly unknown[];
  listKey: readonly unknown[];
  /** Used in 'Apakah kamu yakin ingin menghapus {noun} ini?' and 'Gagal menghapus {noun}'. */
  noun: string;
}

export const ADMIN_RESOURCES: Record<AdminResourceName, AdminResource> = {
  products: { path: '/api/products', prefix: queryKeys.products.all, listKey: [...queryKeys.products.all, 'admin'], noun: 'produk' },
  users: { path: '/api/user/users', prefix: queryKeys.users.all, listKey: [...queryKeys.users.all, 'admin'], noun: 'pengguna' },
  ads: { path: '/api/ads', prefix: queryKeys.ads.all, listKey: [...queryKeys.ads.all, 'admin'], noun: 'iklan' },
  categories: {
    path: '/api/categories',
    prefix: queryKeys.categories.all,
    listKey: [...queryKeys.categories.all, 'admin'],
    noun: 'kategori',
  },
  colors: { path: '/api/colors', prefix: queryKeys.colors.all, listKey: [...queryKeys.colors.all, 'admin'], noun: 'warna' },
  sizes: { path: '/api/sizes', prefix: queryKeys.sizes.all, listKey: [...queryKeys.sizes.all, 'admin'], noun: 'ukuran' },
  orders: { path: '/api/order', prefix: queryKeys.orders.all, listKey: queryKeys.orders.adminList(), noun: 'pesanan' },
};

export function getAdminList<N extends AdminResourceName>(name: N, signal?: AbortSignal): Promise<AdminRecords[N][]> {
  return api.get<AdminRecords[N][]>(ADMIN_RESOURCES[name].path, { signal });
}

/** Query options of one admin list (always with the admin's Bearer token, DESIGN.md deviations). */
export function adminListQuery<N extends AdminResourceName>(name: N) {
  return queryOptions({
    queryKey: ADMIN_RESOURCES[name].listKey,
    queryFn: ({ signal }) => getAdminList(name, signal),
  });
}

export function deleteAdminRecord(name: AdminResourceName, id: number): Promise<{ message?: string }> {
  return api.delete<{ message?: string }>(`${ADMIN_RESOURCES[name].path}/${id}`);
}
