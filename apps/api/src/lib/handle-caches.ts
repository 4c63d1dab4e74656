/**
 * One ReadCache (lib/read-cache.ts) per database handle, kept in a WeakMap so that two apps in one
 * process never share entries: the catalogue's (lib/catalogue-cache.ts), the admin's order pages'
 * (modules/orders/orders-page-cache.ts) and the accounts' (lib/account-cache.ts) are each one of
 * these, made with the defaults their own file gives for a handle.
 */
import type { Db, Tx } from '../db/client.ts';
import { ReadCache, type ReadCacheOptions } from './read-cache.ts';

type Defaults = Partial<ReadCacheOptions> & Pick<ReadCacheOptions, 'fingerprint'>;

export class HandleCaches {
  private readonly caches = new WeakMap<Db, ReadCache>();

  constructor(private readonly defaults: (db: Db) => Defaults) {}

  /** Sets up this handle's cache, replacing any it had: the defaults, then `options`. */
  configure(db: Db, options: Partial<ReadCacheOptions>): ReadCache {
    const cache = new ReadCache({ ...this.defaults(db), ...options });
    this.caches.set(db, cache);
    return cache;
  }

  /** This handle's cache, or null when none was set up (a transaction handle never has one). */
  of(db: Db | Tx): ReadCache | null {
    return this.caches.get(db as Db) ?? null;
  }

  /** Drops what this handle's cache holds: call once a write of this instance's has committed. */
  invalidate(db: Db): void {
    this.caches.get(db)?.invalidate();
  }
}
