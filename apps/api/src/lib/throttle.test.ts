import { like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { throttleHits } from '../db/schema.ts';
import { Throttle } from './throttle.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const MINUTE = 60_000;
let n = 0;
/** A throttle with its own name, so tests never share counters. */
const throttle = (limit: number, windowMs = 15 * MINUTE) => new Throttle(t.db, { name: `t${++n}`, limit, windowMs });

async function insertHit(key: string, minutesAgo: number): Promise<void> {
  await t.db.insert(throttleHits).values({ key, createdAt: sql`now() - ${sql.raw(`interval '${minutesAgo} minutes'`)}` });
}

describe('Throttle', () => {
  it('allows `limit` attempts per key, then refuses without recording the refusal', async () => {
    const th = throttle(3);
    for (let i = 0; i < 3; i++) expect((await th.attempt(['a'])).allowed).toBe(true);
    const refused = await th.attempt(['a']);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(15 * 60 - 10);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
    expect(await th.hits('a')).toBe(3);
    // Other keys are untouched.
    expect((await th.attempt(['b'])).allowed).toBe(true);
  });

  it('release() forgets an attempt', async () => {
    const th = throttle(2);
    for (let i = 0; i < 5; i++) {
      const attempt = await th.attempt(['k']);
      expect(attempt.allowed).toBe(true);
      await attempt.release();
    }
    expect(await th.hits('k')).toBe(0);
  });

  it('refuses when any of several keys is over its limit', async () => {
    const th = throttle(2);
    await th.attempt(['email:a', 'ip:1']);
    await th.attempt(['email:b', 'ip:1']);
    const refused = await th.attempt(['email:c', 'ip:1']);
    expect(refused.allowed).toBe(false);
    expect(await th.hits('email:c')).toBe(0);
    expect((await th.attempt(['email:c', 'ip:2'])).allowed).toBe(true);
  });

  it('counts only the window and computes Retry-After from when room frees up', async () => {
    const th = throttle(2);
    const key = th.key('w');
    await insertHit(key, 20); // outside the window: ignored
    await insertHit(key, 10); // frees up in about 5 minutes
    await insertHit(key, 4); // in about 11 minutes
    const refused = await th.attempt(['w']);
    expect(refused.allowed).toBe(false);
    // The 2nd-newest attempt (10 minutes ago) must leave the window before one more fits.
    expect(refused.retryAfterSeconds).toBeGreaterThan(5 * 60 - 10);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(5 * 60 + 1);
  });

  it('prunes its own expired rows opportunistically and leaves other throttles alone', async () => {
    const th = throttle(5);
    await insertHit(th.key('old'), 60);
    await insertHit('other:old', 60);
    await th.attempt(['new']);
    const rows = await t.db.select({ key: throttleHits.key }).from(throttleHits).where(like(throttleHits.key, '%old'));
    expect(rows.map((r) => r.key)).toEqual(['other:old']);
  });

  it('lets at most `limit` of a concurrent burst through', async () => {
    const th = throttle(5);
    const results = await Promise.all(Array.from({ length: 25 }, () => th.attempt(['burst'])));
    const allowed = results.filter((r) => r.allowed).length;
    // Every attempt is counted before it is judged, so a burst can never overshoot; it may
    // refuse more than strictly needed (fail safe), and refused attempts are forgotten.
    expect(allowed).toBeLessThanOrEqual(5);
    expect(await th.hits('burst')).toBe(allowed);
    expect((await th.attempt(['burst'])).allowed).toBe(allowed < 5);
  });

  it('rejects nonsense limits', () => {
    expect(() => new Throttle(t.db, { name: 'x', limit: 0, windowMs: 1000 })).toThrow();
    expect(() => new Throttle(t.db, { name: 'x', limit: 1, windowMs: 1.5 })).toThrow();
  });
});
