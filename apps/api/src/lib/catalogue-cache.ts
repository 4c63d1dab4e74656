/**
 * The catalogue's read cache (lib/read-cache.ts), one per database handle (a WeakMap), so two apps
 * in one process never share entries, and the sequences its fingerprints read.
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { selectRows } from '../db/rows.ts';
import { ReadCache, type ReadCacheOptions } from './read-cache.ts';

/**
 * A version kept as a sequence that statement-level triggers advance on every write to the tables
 * a cache's values read (migrations 0009 and 0012). Reading it costs the same at any table size. A
 * sequence moves when the write happens, not when it commits: see settleMs.
 *
 * `catalogue_version` follows every table a catalogue answer reads (product links and purchases are
 * only ever written with their products row, a review's photos and a size chart's rows with theirs):
 * the row count and xmin sum it replaced read every row of products and product_variants, close to
 * a second per check at 50,000 products. `stock_version` follows what unpaid orders hold
 * (product_variants.held, migration 0013), which catalogue_version leaves out: the catalogue cache
 * lets that show up to STOCK_LAG_MS late. `orders_version` follows the orders (modules/orders' page
 * cache).
 */
export async function sequenceFingerprint(db: Db, sequence: 'catalogue_version' | 'stock_version' | 'orders_version'): Promise<string> {
  const [row] = await selectRows<{ version: string }>(
    db,
    sql`select last_value::text || ':' || is_called::text as version from ${sql.identifier(sequence)}`,
  );
  return row?.version ?? '';
}

/**
 * How late a catalogue answer may show what unpaid orders hold (in_stock, available): each checkout
 * and each release changes it, and emptying the catalogue cache for every one of them held a mixed
 * load with 5 % checkouts to a quarter of its throughput (docs/performance.md). Checkout itself
 * always counts what is there.
 */
const STOCK_LAG_MS = 5000;

const caches = new WeakMap<Db, ReadCache>();

/** This database handle's catalogue cache (created with the defaults on first use). */
export function catalogueCache(db: Db): ReadCache {
  let cache = caches.get(db);
  if (!cache) cache = configureCatalogueCache(db, {});
  return cache;
}

/** The cache of this handle if it has one (a transaction handle never has). */
export function knownCatalogueCache(db: Db | Tx): ReadCache | null {
  return caches.get(db as Db) ?? null;
}

/** Replaces this database handle's catalogue cache (plugins/catalogue-cache.ts, tests). */
export function configureCatalogueCache(db: Db, options: Partial<ReadCacheOptions>): ReadCache {
  const cache = new ReadCache({
    fingerprint: () => sequenceFingerprint(db, 'catalogue_version'),
    laggingFingerprint: () => sequenceFingerprint(db, 'stock_version'),
    lagMs: STOCK_LAG_MS,
    ...options,
  });
  caches.set(db, cache);
  return cache;
}

/** Call after the commit of every write that changes what a catalogue response shows. */
export function invalidateCatalogue(db: Db): void {
  caches.get(db)?.invalidate();
}

/** Awaits a write (its transaction) and, once it has committed, empties the catalogue read cache. */
export async function thenInvalidateCatalogue<T>(db: Db, write: Promise<T>): Promise<T> {
  const result = await write;
  invalidateCatalogue(db);
  return result;
}
