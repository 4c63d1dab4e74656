/**
 * The read cache's rules on their own (fake clock, fake fingerprint): loads are shared and stored,
 * a write (invalidate) or a changed fingerprint drops everything, a load that raced an
 * invalidation is not stored, and old checks are repeated before answering.
 */
import { describe, expect, it } from 'vitest';
import { ReadCache, type ReadCacheOptions } from './read-cache.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (err: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup(options: Partial<ReadCacheOptions> = {}) {
  const clock = { now: 0 };
  const state = { version: 'v1', checks: 0, loads: 0 };
  const cache = new ReadCache({
    fingerprint: async () => {
      state.checks += 1;
      return state.version;
    },
    now: () => clock.now,
    ...options,
  });
  const load = (value: string) => async () => {
    state.loads += 1;
    return value;
  };
  return { cache, clock, state, load };
}

describe('ReadCache', () => {
  it('reads the fingerprint before the first load, then answers from memory', async () => {
    const { cache, state, load } = setup();
    expect(await cache.get('k', load('a'))).toBe('a');
    expect(await cache.get('k', load('b'))).toBe('a');
    expect(state).toMatchObject({ checks: 1, loads: 1 });
  });

  it('with maxAgeMs 0 reads the fingerprint for every call, never joining a read that started before it', async () => {
    const clock = { now: 0 };
    const reads: ReturnType<typeof deferred<string>>[] = [];
    const cache = new ReadCache({
      fingerprint: () => (reads.push(deferred<string>()), reads.at(-1)!.promise),
      freshMs: 0,
      maxAgeMs: 0,
      now: () => clock.now,
    });
    const first = cache.get('k', async () => 'old');
    reads[0]!.resolve('v1');
    expect(await first).toBe('old');
    const during = cache.get('k', async () => 'unused'); // its read started before the write below
    const after = cache.get('k', async () => 'new');
    expect(reads).toHaveLength(3);
    reads[2]!.resolve('v2'); // the write committed between the two calls: only the later call's read sees it
    expect(await after).toBe('new');
    reads[1]!.resolve('v1');
    expect(await during).toBe('new'); // a late old read changes nothing
  });

  it('shares one load between concurrent misses of a key', async () => {
    const { cache, state } = setup();
    const gate = deferred<string>();
    const slow = () => {
      state.loads += 1;
      return gate.promise;
    };
    const answers = Promise.all([cache.get('k', slow), cache.get('k', slow), cache.get('k', slow)]);
    await new Promise((r) => setTimeout(r, 0));
    gate.resolve('x');
    expect(await answers).toEqual(['x', 'x', 'x']);
    expect(state.loads).toBe(1);
  });

  it('loads again after invalidate(), and never stores a load that an invalidation overtook', async () => {
    const { cache, load } = setup();
    expect(await cache.get('k', load('old'))).toBe('old');
    cache.invalidate();
    const gate = deferred<string>();
    const racing = cache.get('k', () => gate.promise);
    await new Promise((r) => setTimeout(r, 0));
    cache.invalidate(); // a write commits while the read is still running
    gate.resolve('read before the write');
    expect(await racing).toBe('read before the write');
    expect(await cache.get('k', load('after the write'))).toBe('after the write');
    expect(cache.size).toBe(1);
  });

  it('does not keep failures', async () => {
    const { cache, load } = setup();
    await expect(
      cache.get('k', async () => {
        throw new Error('database down');
      }),
    ).rejects.toThrow('database down');
    expect(await cache.get('k', load('ok'))).toBe('ok');
  });

  it('checks the fingerprint in the background after freshMs and drops everything when it changed', async () => {
    const { cache, clock, state, load } = setup({ freshMs: 1000, maxAgeMs: 2000 });
    await cache.get('k', load('v1 data'));
    clock.now = 500;
    state.version = 'v2'; // another instance wrote
    expect(await cache.get('k', load('v2 data'))).toBe('v1 data'); // still fresh: no check
    expect(state.checks).toBe(1);
    clock.now = 1500;
    expect(await cache.get('k', load('v2 data'))).toBe('v1 data'); // answered at once, checked meanwhile
    await new Promise((r) => setTimeout(r, 0));
    expect(state.checks).toBe(2);
    expect(await cache.get('k', load('v2 data'))).toBe('v2 data');
  });

  it('drops everything once more settleMs after a change was seen: a load may have run before the write committed', async () => {
    const { cache, clock, state, load } = setup({ freshMs: 1000, maxAgeMs: 2000, settleMs: 1000 });
    await cache.get('k', load('v1 data'));
    state.version = 'v2'; // the write has advanced the version but not committed yet
    clock.now = 2000;
    expect(await cache.get('k', load('v1 data, read before the commit'))).toBe('v1 data, read before the commit');
    clock.now = 2500;
    expect(await cache.get('k', load('v2 data'))).toBe('v1 data, read before the commit'); // within settleMs
    clock.now = 3000;
    expect(await cache.get('k', load('v2 data'))).toBe('v2 data');
    clock.now = 3500;
    expect(await cache.get('k', load('v3 data'))).toBe('v2 data'); // settled: cached again
  });

  it('checks before answering once the last check is maxAgeMs old', async () => {
    const { cache, clock, state, load } = setup({ freshMs: 1000, maxAgeMs: 2000 });
    await cache.get('k', load('v1 data'));
    state.version = 'v2';
    clock.now = 2000;
    expect(await cache.get('k', load('v2 data'))).toBe('v2 data');
    expect(state).toMatchObject({ checks: 2, loads: 2 });
  });

  it('keeps serving while the fingerprint is unchanged, with one check per freshMs at most', async () => {
    const { cache, clock, state, load } = setup({ freshMs: 1000, maxAgeMs: 2000 });
    for (let t = 0; t <= 10_000; t += 250) {
      clock.now = t;
      expect(await cache.get('k', load('data'))).toBe('data');
      await new Promise((r) => setTimeout(r, 0));
    }
    expect(state.loads).toBe(1);
    expect(state.checks).toBeLessThanOrEqual(11);
  });

  it('holds at most maxEntries keys, dropping the least recently used', async () => {
    const { cache, state, load } = setup({ maxEntries: 2 });
    await cache.get('a', load('a'));
    await cache.get('b', load('b'));
    await cache.get('a', load('a')); // a is now the most recently used
    await cache.get('c', load('c'));
    expect(cache.size).toBe(2);
    const before = state.loads;
    await cache.get('a', load('a'));
    expect(state.loads).toBe(before);
    await cache.get('b', load('b'));
    expect(state.loads).toBe(before + 1);
  });

  it('holds at most maxBytes in total: a value weighs the bytes of its JSON', async () => {
    const { cache, state } = setup({ maxBytes: 100 });
    const list = (bytes: number) => async () => {
      state.loads += 1;
      return 'é'.repeat((bytes - 2) / 2); // two bytes per letter in UTF-8, plus the quotes
    };
    await cache.get('sixty', list(60));
    await cache.get('thirty', list(30));
    expect(cache.size).toBe(2);
    await cache.get('fifty', list(50)); // 140 > 100: the oldest (sixty) goes
    expect(cache.size).toBe(2);
    const before = state.loads;
    await cache.get('thirty', list(30));
    expect(state.loads).toBe(before);
    await cache.get('sixty', list(60));
    expect(state.loads).toBe(before + 1);
    await cache.get('huge', list(110)); // bigger than the whole budget: answered, not kept
    expect(cache.size).toBeLessThanOrEqual(2);
  });

  it('lets a lagging fingerprint drop everything at most once per lagMs, an exact one always at once', async () => {
    const lagging = { version: 's1' };
    const { cache, clock, state, load } = setup({ laggingFingerprint: async () => lagging.version, lagMs: 10_000 });
    const read = async (at: number) => {
      clock.now = at;
      return cache.get('k', load(`v${state.loads + 1}`));
    };
    expect(await read(0)).toBe('v1');
    lagging.version = 's2';
    expect(await read(2000)).toBe('v2'); // the first lagging change seen: dropped at once
    expect(await read(3500)).toBe('v3'); // and once more after settleMs
    lagging.version = 's3';
    expect(await read(5500)).toBe('v3'); // within lagMs of that drop: kept, the change still pending
    expect(await read(7500)).toBe('v3');
    expect(await read(12_500)).toBe('v4'); // lagMs after the last drop: dropped
    expect(await read(14_000)).toBe('v5'); // (settleMs)
    lagging.version = 's4';
    state.version = 'v2';
    expect(await read(16_000)).toBe('v6'); // an exact change within lagMs: at once
  });

  it('loads every time when disabled', async () => {
    const { cache, state, load } = setup({ enabled: false });
    await cache.get('k', load('a'));
    await cache.get('k', load('a'));
    expect(state).toMatchObject({ checks: 0, loads: 2 });
  });
});
