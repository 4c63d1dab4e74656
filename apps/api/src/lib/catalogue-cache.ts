/**
 * The catalogue's read cache (lib/read-cache.ts), one per database handle (lib/handle-caches.ts):
 * catalogue_version its fingerprint, stock_version its lagging one (sequenceFingerprint).
 */
import type { Db, Tx } from '../db/client.ts';
import { HandleCaches } from './handle-caches.ts';
import { sequenceFingerprint, type ReadCache, type ReadCacheOptions } from './read-cache.ts';

/**
 * How late a catalogue answer may show what unpaid orders hold (in_stock, available): each checkout
 * and each release changes it, and emptying the catalogue cache for every one of them held a mixed
 * load with 5 % checkouts to a quarter of its throughput (docs/performance.md). Checkout itself
 * always counts what is there.
 */
const STOCK_LAG_MS = 5000;

const caches = new HandleCaches((db) => ({
  fingerprint: () => sequenceFingerprint(db, 'catalogue_version'),
  laggingFingerprint: () => sequenceFingerprint(db, 'stock_version'),
  lagMs: STOCK_LAG_MS,
}));

/** This database handle's catalogue cache (created with the defaults on first use). */
export function catalogueCache(db: Db): ReadCache {
  return caches.of(db) ?? caches.configure(db, {});
}

/** The cache of this handle if it has one (a transaction handle never has). */
export function knownCatalogueCache(db: Db | Tx): ReadCache | null {
  return caches.of(db);
}

/** Replaces this database handle's catalogue cache (plugins/catalogue-cache.ts, tests). */
export function configureCatalogueCache(db: Db, options: Partial<ReadCacheOptions>): ReadCache {
  return caches.configure(db, options);
}

/** Call after the commit of every write that changes what a catalogue response shows. */
export function invalidateCatalogue(db: Db): void {
  caches.invalidate(db);
}

/** Awaits a write (its transaction) and, once it has committed, empties the catalogue read cache. */
export async function thenInvalidateCatalogue<T>(db: Db, write: Promise<T>): Promise<T> {
  const result = await write;
  invalidateCatalogue(db);
  return result;
}
