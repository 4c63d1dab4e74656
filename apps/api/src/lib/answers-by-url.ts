/**
 * Catalogue answers by URL. Once a public catalogue GET has been answered 200 from the read cache
 * (lib/read-cache.ts), the same URL is answered again straight from the route's onRequest hook
 * (lib/cached-json.ts): no query validation, no handler, no cache key built from the parameters.
 * That work was a third of the CPU of a cached product list (docs/performance.md).
 *
 * Rules:
 * - An answer is remembered under the exact URL the request carried (path and raw query string)
 *   and the read cache's generation the request started under; it is used only while the cache is
 *   still in that generation and answers from memory (ReadCache.answersFromMemory: the same
 *   freshness rules as every cached read). Any invalidation therefore ends every remembered answer.
 * - It holds its value weakly: the read cache's byte bound still decides what stays in memory, and
 *   a value the cache let go of is answered through the handler again.
 * - At most MAX_ANSWERS URLs of at most MAX_URL_LENGTH characters, least recently used out first, in
 *   a map of their own: URLs made up to fill it push out only each other, never a cached value.
 */
import type { ReadCache } from './read-cache.ts';

export const MAX_ANSWERS = 1000;
export const MAX_URL_LENGTH = 512;

interface RememberedAnswer {
  value: object;
  /** What the handler set beside the body (a list's X-Total-Count). */
  headers: Readonly<Record<string, string>>;
}

interface Entry {
  value: WeakRef<object>;
  headers: Readonly<Record<string, string>>;
  generation: number;
}

class AnswersByUrl {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly cache: ReadCache) {}

  lookup(url: string): RememberedAnswer | undefined {
    const entry = this.entries.get(url);
    if (!entry || !this.cache.answersFromMemory()) return undefined;
    const value = entry.generation === this.cache.generation ? entry.value.deref() : undefined;
    this.entries.delete(url);
    if (!value) return undefined;
    this.entries.set(url, entry); // most recently used last
    return { value, headers: entry.headers };
  }

  /** Remembers an answer loaded under `generation`; nothing when the cache has moved on since. */
  remember(url: string, generation: number, answer: RememberedAnswer): void {
    if (url.length > MAX_URL_LENGTH || generation !== this.cache.generation) return;
    this.entries.delete(url);
    this.entries.set(url, { value: new WeakRef(answer.value), headers: answer.headers, generation });
    if (this.entries.size > MAX_ANSWERS) this.entries.delete(this.entries.keys().next().value!);
  }

  get size(): number {
    return this.entries.size;
  }
}

const byCache = new WeakMap<ReadCache, AnswersByUrl>();

/** The answers remembered beside this read cache. */
export function answersByUrl(cache: ReadCache): AnswersByUrl {
  let answers = byCache.get(cache);
  if (!answers) {
    answers = new AnswersByUrl(cache);
    byCache.set(cache, answers);
  }
  return answers;
}
