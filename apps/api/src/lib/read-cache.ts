/**
 * The catalogue read cache: what the public catalogue calls answer (products, categories, colours,
 * sizes, ads, shipping rates), kept in process memory. Rules (docs/performance.md):
 *
 * - Local writes: every write that changes what a catalogue response shows calls
 *   invalidateCatalogue(db) after its transaction commits, so the next read on this instance
 *   shows it. A load that started before an invalidation is never stored (generation check).
 * - What unpaid orders hold may show up to lagMs late (laggingFingerprint; STOCK_LAG_MS for the
 *   catalogue): a checkout does not empty the cache for everyone.
 * - Other instances (and anything else writing to the database): the cache remembers a cheap
 *   fingerprint of the catalogue tables (a sequence their writes advance, see FINGERPRINT) read
 *   before its first load; once it has changed, everything is dropped again settleMs later, for
 *   loads that ran before the write committed. It re-reads the fingerprint in the
 *   background once the last check is FRESH_MS old, and before answering once it is MAX_AGE_MS
 *   (2 s) old; a different fingerprint drops everything. So instances disagree for at most ~2 s,
 *   and a busy instance spends one tiny query per second on it instead of reloading every entry.
 * - Concurrent misses of one key share one load (no stampede on the database).
 * - Bounded in bytes: at most maxEntries keys and maxBytes of JSON in total (each value weighs
 *   its JSON's UTF-8 length; the sent bytes and compressed copies kept beside a value, see
 *   cached-json.ts, add at most as much again), so query strings made up to fill memory with
 *   copies of the catalogue cannot; the least recently used go first.
 *
 * The catalogue's cache, one per database handle, is made in lib/catalogue-cache.ts.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { selectRows } from '../db/rows.ts';

export interface ReadCacheOptions {
  /** false: every read loads (the test suite, whose fixtures write straight to the database). */
  enabled: boolean;
  /** Re-read the fingerprint in the background when the last check is this old. */
  freshMs: number;
  /**
   * Re-read it before answering when the last check is this old: the most two instances can
   * disagree. 0: before every answer, each call with a read of its own.
   */
  maxAgeMs: number;
  maxEntries: number;
  /** Sum of the entries' weights in bytes (see get()) kept at most. */
  maxBytes: number;
  /**
   * After a check saw the fingerprint change, everything is dropped once more this much later:
   * the fingerprint moves with the write, and what was loaded before that write committed must go.
   */
  settleMs: number;
  /** A fingerprint of everything the cached values depend on (but what laggingFingerprint follows). */
  fingerprint: () => Promise<string>;
  /**
   * A fingerprint of what the values may show up to lagMs late (the catalogue: what unpaid orders
   * hold): a change drops everything at once only when the last such drop is lagMs old, else at the
   * first check after that. Null: none.
   */
  laggingFingerprint: (() => Promise<string>) | null;
  lagMs: number;
  now: () => number;
}

const READ_CACHE_DEFAULTS = {
  enabled: true,
  freshMs: 1000,
  maxAgeMs: 2000,
  maxEntries: 500,
  maxBytes: 4 * 1024 * 1024,
  settleMs: 1000,
  laggingFingerprint: null,
  lagMs: 0,
  now: () => performance.now(),
};

interface Entry {
  value: unknown;
  weight: number;
}

/** A value weighs the bytes of its JSON (what the response sends). */
const defaultWeight = (value: unknown) => Buffer.byteLength(JSON.stringify(value) ?? '');

export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private weight = 0;
  private readonly loading = new Map<string, Promise<unknown>>();
  private generationNumber = 0;
  /** The fingerprint this generation's entries were loaded under; null until read. */
  private version: string | null = null;
  /** The lagging fingerprint this generation's entries were loaded under, and when it last dropped them. */
  private lagging: string | null = null;
  private laggingDroppedAt = Number.NEGATIVE_INFINITY;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private checking: Promise<void> | null = null;
  /** When to drop everything again after a change was seen (settleMs), or null. */
  private settleAt: number | null = null;
  readonly options: ReadCacheOptions;

  constructor(options: Partial<ReadCacheOptions> & Pick<ReadCacheOptions, 'fingerprint'>) {
    this.options = { ...READ_CACHE_DEFAULTS, ...options };
  }

  /**
   * The cached value of `key`, or what `load` answers (stored unless the data changed meanwhile).
   * `weigh` says how many bytes of maxBytes the value takes (default: its JSON's length).
   */
  async get<T>(key: string, load: () => Promise<T>, weigh: (value: T) => number = defaultWeight): Promise<T> {
    if (!this.options.enabled) return load();
    if (!this.answersFromMemory()) await this.check(this.options.maxAgeMs === 0);
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key); // most recently used last
      this.entries.set(key, entry);
      return entry.value as T;
    }
    return this.load(key, load, weigh);
  }

  /**
   * Whether what this generation holds may be answered now, without waiting for a read of the
   * fingerprint (one starts in the background once the last is freshMs old). False when the cache
   * is off, when the fingerprint was never read or is maxAgeMs old, and always with maxAgeMs 0.
   */
  answersFromMemory(): boolean {
    if (!this.options.enabled) return false;
    const now = this.options.now();
    if (this.settleAt !== null && now >= this.settleAt) {
      this.settleAt = null;
      this.invalidate();
    }
    const age = now - this.checkedAt;
    if (this.options.maxAgeMs === 0 || this.version === null || age >= this.options.maxAgeMs) return false;
    if (age >= this.options.freshMs) this.check().catch(() => {}); // a failure surfaces at maxAgeMs
    return true;
  }

  /** Advances with every invalidation: what was loaded under another generation is not stored. */
  get generation(): number {
    return this.generationNumber;
  }

  /** Forgets everything; loads still running are not stored. */
  invalidate(): void {
    this.generationNumber += 1;
    this.entries.clear();
    this.weight = 0;
    this.loading.clear();
    this.version = null;
    this.lagging = null;
    this.checking = null;
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * Reads the fingerprint; a change since this generation's first read drops every entry. `own`: a
   * read of this call's own, never one that started earlier (maxAgeMs 0: a write committed before
   * the call is always seen).
   */
  private check(own = false): Promise<void> {
    if (this.checking && !own) return this.checking;
    const generation = this.generationNumber;
    const startedAt = this.options.now();
    const run = Promise.all([this.options.fingerprint(), this.options.laggingFingerprint?.() ?? null])
      .then(([version, lagging]) => {
        if (generation !== this.generationNumber) return; // invalidated meanwhile: the new generation checks itself
        const laggingMoved = this.lagging !== null && lagging !== this.lagging;
        if (this.version !== null && version !== this.version) this.drop(startedAt);
        else if (laggingMoved && startedAt - this.laggingDroppedAt < this.options.lagMs) {
          this.checkedAt = startedAt; // this.lagging kept: a later check sees the change again
          return;
        } else if (laggingMoved) {
          this.drop(startedAt);
          this.laggingDroppedAt = startedAt;
        }
        this.version = version;
        this.lagging = lagging;
        this.checkedAt = startedAt;
      })
      .finally(() => {
        if (this.checking === run) this.checking = null;
      });
    if (!own) this.checking = run;
    return run;
  }

  /** Drops everything now and once more settleMs later, for loads that ran before the write committed. */
  private drop(startedAt: number): void {
    this.invalidate();
    this.settleAt = startedAt + this.options.settleMs;
  }

  private load<T>(key: string, load: () => Promise<T>, weigh: (value: T) => number): Promise<T> {
    const running = this.loading.get(key);
    if (running) return running as Promise<T>;
    const generation = this.generationNumber;
    const settle = () => {
      if (this.loading.get(key) === promise) this.loading.delete(key);
    };
    const promise = load().then(
      (value) => {
        settle();
        if (generation === this.generationNumber) this.store(key, { value, weight: weigh(value) });
        return value;
      },
      (err: unknown) => {
        settle();
        throw err;
      },
    );
    this.loading.set(key, promise);
    return promise;
  }

  private store(key: string, entry: Entry): void {
    const replaced = this.entries.get(key);
    if (replaced) this.weight -= replaced.weight;
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.weight += entry.weight;
    for (const [oldest, { weight }] of this.entries) {
      if (this.entries.size <= this.options.maxEntries && this.weight <= this.options.maxBytes) break;
      this.entries.delete(oldest);
      this.weight -= weight;
    }
  }
}

/**
 * A version kept as a sequence that statement-level triggers advance on every write to the tables
 * a cache's values read (migrations 0009, 0012, 0013 and 0014). Reading it costs the same at any table
 * size. A sequence moves when the write happens, not when it commits: see settleMs.
 *
 * `catalogue_version` follows every table a catalogue answer reads (product links and purchases are
 * only ever written with their products row, a review's photos and a size chart's rows with theirs):
 * the row count and xmin sum it replaced read every row of products and product_variants, close to
 * a second per check at 50,000 products. `stock_version` follows what unpaid orders hold
 * (product_variants.held), which catalogue_version leaves out: the catalogue cache lets that show
 * up to STOCK_LAG_MS late (lib/catalogue-cache.ts). `orders_version` follows the orders
 * (modules/orders' page cache), `accounts_version` the accounts' roles and token versions
 * (lib/account-cache.ts).
 */
export async function sequenceFingerprint(
  db: Db,
  sequence: 'catalogue_version' | 'stock_version' | 'orders_version' | 'accounts_version',
): Promise<string> {
  const [row] = await selectRows<{ version: string }>(
    db,
    sql`select last_value::text || ':' || is_called::text as version from ${sql.identifier(sequence)}`,
  );
  return row?.version ?? '';
}
