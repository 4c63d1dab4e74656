/**
 * The accounts behind login tokens kept in memory (lib/account-cache.ts, turned on here; the rest of
 * the suite runs without it): a warm call sends no lookup of its own; this instance's sign-out of
 * every device and new password are refused on the very next call; a change written elsewhere (SQL,
 * another instance) is refused once the version has been read again, and a profile edit drops
 * nothing.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { nextIp } from '../../../test/accounts-factories.ts';
import { countQueries } from '../../../test/catalog-factories.ts';
import { createUser, FACTORY_PASSWORD, type TestUser } from '../../../test/factories.ts';
import { users } from '../../db/schema.ts';
import { configureAccountCache } from '../../lib/account-cache.ts';
import type { ReadCache } from '../../lib/read-cache.ts';

let t: TestApp;
let cache: ReadCache;
const clock = { now: 0 };

beforeAll(async () => {
  t = await buildTestApp();
  // On, with a clock the tests move: the version is read again only when they say so.
  cache = configureAccountCache(t.db, { enabled: true, now: () => clock.now });
});
afterAll(() => t.close());
beforeEach(() => {
  clock.now += 10; // well inside freshMs: accounts are answered from memory
});

const status = async (authorization: string, url = '/api/user/profile') =>
  (await t.app.inject({ method: 'GET', url, headers: { authorization } })).statusCode;

async function login(user: TestUser, password = FACTORY_PASSWORD): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password },
    remoteAddress: nextIp(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return `Bearer ${res.json().token}`;
}

describe('the account cache', () => {
  it('answers a warm call without looking the account up', async () => {
    const user = await createUser(t.app, t.db);
    const authorization = await login(user);
    expect(await status(authorization)).toBe(200); // looks the account up
    const counter = countQueries(t.db);
    try {
      expect(await status(authorization)).toBe(200);
      const warm = counter.count;
      cache.invalidate();
      counter.reset();
      expect(await status(authorization)).toBe(200);
      // The cold call reads accounts_version and the account besides what the warm one sends.
      expect(counter.count).toBe(warm + 2);
    } finally {
      counter.restore();
    }
    expect(cache.size).toBeGreaterThan(0);
  });

  it("refuses a token at once after 'Keluar dari semua perangkat' on this instance", async () => {
    const user = await createUser(t.app, t.db);
    const [phone, laptop] = [await login(user), await login(user)];
    expect(await status(phone)).toBe(200);
    expect(await status(laptop)).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout-all', headers: { authorization: phone } });
    expect(out.statusCode, out.body).toBe(200);
    expect(await status(phone)).toBe(401);
    expect(await status(laptop)).toBe(401);
  });

  it('refuses the old tokens at once after a new password, and takes the new one', async () => {
    const user = await createUser(t.app, t.db);
    const [here, elsewhere] = [await login(user), await login(user)];
    expect(await status(elsewhere)).toBe(200);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/password',
      headers: { authorization: here },
      payload: { current_password: FACTORY_PASSWORD, new_password: 'kata-sandi-baru-99' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await status(elsewhere)).toBe(401);
    expect(await status(`Bearer ${res.json().token}`)).toBe(200);
  });

  it('sees a revocation written elsewhere once it reads the version again', async () => {
    const user = await createUser(t.app, t.db);
    const authorization = await login(user);
    expect(await status(authorization)).toBe(200);
    // Another instance signs the account out of every device.
    await t.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, user.id));
    expect(await status(authorization)).toBe(200); // within the ~2 s the cache may lag
    clock.now += cache.options.maxAgeMs; // the next call reads accounts_version before answering
    expect(await status(authorization)).toBe(401);
  });

  it('sees a role given elsewhere, and a removed account, once it reads the version again', async () => {
    const user = await createUser(t.app, t.db);
    const authorization = await login(user);
    expect(await status(authorization, '/api/admin/audit')).toBe(403);
    await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
    clock.now += cache.options.maxAgeMs;
    expect(await status(authorization, '/api/admin/audit')).toBe(200);
    await t.db.delete(users).where(eq(users.id, user.id));
    clock.now += cache.options.maxAgeMs;
    expect(await status(authorization)).toBe(401);
  });

  it('keeps every account through a profile edit written elsewhere', async () => {
    const user = await createUser(t.app, t.db);
    const authorization = await login(user);
    expect(await status(authorization)).toBe(200);
    clock.now += cache.options.maxAgeMs;
    expect(await status(authorization)).toBe(200); // reads the version once
    const before = cache.generation;
    await t.db
      .update(users)
      .set({ city: 'Bandung', updatedAt: sql`now()` })
      .where(eq(users.id, user.id));
    clock.now += cache.options.maxAgeMs;
    expect(await status(authorization)).toBe(200);
    expect(cache.generation).toBe(before);
  });
});
