/**
 * The admin's order pages (GET /api/order), kept in process memory between the writes that change
 * them. An admin screen asks the same few pages again and again (the newest, one status, a day
 * range); each costs four statements (the token's account, stats_refresh(), the count, the page),
 * while between two orders nothing of it changes.
 *
 * - Fresh on every call: each request first reads the sequence `orders_version` (migration 0012),
 *   which every statement writing an order, and a change of a customer's username or e-mail,
 *   advances. One tiny query, the same at any number of orders. A different value drops every page,
 *   so no instance answers a page older than the last write it can see. The sequence moves when the
 *   write happens, not when it commits: a page loaded in between is dropped again a second later
 *   (the cache's settleMs), and this instance's own status changes drop the pages at once.
 * - Concurrent misses of one page share one load; bounded at 200 pages and 1 MiB of JSON, least
 *   recently used first. One cache per database handle; off under NODE_ENV=test (the suite writes
 *   its fixtures straight to the database), where every call reads the orders.
 */
import type { AdminOrder } from '@gayaku/contract';
import type { Db } from '../../db/client.ts';
import type { Page } from '../../lib/admin-list.ts';
import { HandleCaches } from '../../lib/handle-caches.ts';
import { sequenceFingerprint, type ReadCache, type ReadCacheOptions } from '../../lib/read-cache.ts';
import { listOrdersPage, type AdminOrderPage } from './orders-admin-list.ts';

const caches = new HandleCaches((db) => ({
  fingerprint: () => sequenceFingerprint(db, 'orders_version'),
  freshMs: 0, // unused: maxAgeMs 0 reads the version before every answer
  maxAgeMs: 0,
  maxEntries: 200,
  maxBytes: 1024 * 1024,
}));

/** Sets up this database handle's order-page cache (the orders module; the cache's tests). */
export function configureOrdersPageCache(db: Db, options: Partial<ReadCacheOptions>): ReadCache {
  return caches.configure(db, options);
}

/** Drops this handle's cached pages (after a write of this instance's, once it has committed). */
export function invalidateOrdersPages(db: Db): void {
  caches.invalidate(db);
}

/** The page's key: every parameter that shapes it, in one fixed order. */
const keyOf = (page: AdminOrderPage): string =>
  JSON.stringify([page.status, page.from, page.to, page.q, page.sort, page.order, page.limit, page.offset]);

/** The page of orders `page` asks for, from the cache when no order changed since it was read. */
export function cachedOrdersPage(db: Db, page: AdminOrderPage): Promise<Page<AdminOrder>> {
  const cache = caches.of(db);
  if (!cache) return listOrdersPage(db, page);
  return cache.get(keyOf(page), () => listOrdersPage(db, page));
}
