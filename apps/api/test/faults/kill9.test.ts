/**
 * Fault (e): kill -9. The real server process runs on the embedded PostgreSQL in its DATA_DIR.
 *  - A committed write survives SIGKILL of the server; the restart takes over the stale lock and
 *    shuts down the PostgreSQL the killed server left running.
 *  - SIGKILL of the server and of its PostgreSQL in the middle of a burst of checkouts: after the
 *    restart every order that was answered 201 exists with its items, its payment attempt and its
 *    stock hold; no order lacks its items; an order caught between its write and its Snap call
 *    (no attempt yet, never answered) is pending, holds its stock, and is expired by the sweep
 *    once its payment window ends (docs/shop-rules.md, "Holds").
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { runningEmbeddedUrl } from '../../src/db/embedded-postgres.ts';
import { selectRows } from '../../src/db/rows.ts';
import { createCatalogue, orderBody } from '../order-factories.ts';
import { registerAndLogin, startServer, tempDataDir, type ServerProcess } from './server-process.ts';

const dirs: string[] = [];
const servers: ServerProcess[] = [];

afterAll(async () => {
  for (const s of servers) if (s.proc.exitCode === null && s.proc.signalCode === null) s.proc.kill('SIGTERM');
  await Promise.all(servers.map((s) => s.exited));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function newDataDir(): string {
  const dir = tempDataDir('gayaku-kill9-');
  dirs.push(dir);
  return dir;
}

async function login(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return ((await res.json()) as { token: string }).token;
}

describe('kill -9 of the server (embedded PostgreSQL on DATA_DIR)', () => {
  it('keeps committed rows; a restart takes over the stale lock and the orphaned PostgreSQL', { timeout: 240_000 }, async () => {
    const dataDir = newDataDir();
    const who = { username: 'tahan_banting', email: 'tahan@contoh.id', password: 'password-123' };
    const first = await startServer(dataDir);
    servers.push(first);
    expect(await registerAndLogin(first.base, who)).toBe(200);

    first.proc.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');
    const lock = path.join(dataDir, 'server.lock');
    expect(existsSync(lock)).toBe(true); // left behind by the killed process
    expect(readFileSync(lock, 'utf8').trim()).toBe(String(first.proc.pid));
    expect(runningEmbeddedUrl(dataDir)).not.toBeNull(); // its PostgreSQL outlived it

    const second = await startServer(dataDir);
    servers.push(second);
    expect(readFileSync(lock, 'utf8').trim()).toBe(String(second.proc.pid));
    expect(await login(second.base, who.email, who.password)).toEqual(expect.any(String));

    second.proc.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    expect(existsSync(lock)).toBe(false);
    expect(runningEmbeddedUrl(dataDir)).toBeNull(); // stopped with the server
  });

  it('loses no answered order when the server and its PostgreSQL are killed mid-burst of checkouts', { timeout: 240_000 }, async () => {
    const dataDir = newDataDir();
    const first = await startServer(dataDir);
    servers.push(first);
    const setup = await openDatabase({ url: runningEmbeddedUrl(dataDir)!, driver: 'embedded' });
    const cat = await createCatalogue(setup.db);
    await setup.close();
    const shoppers = await Promise.all(
      [1, 2, 3, 4].map(async (n) => {
        const who = { username: `pembeli_${n}`, email: `pembeli${n}@contoh.id`, password: 'password-123' };
        await registerAndLogin(first.base, who);
        return login(first.base, who.email, who.password);
      }),
    );
    const answered: number[] = [];
    let killed = false;
    const checkout = async (token: string) => {
      while (!killed) {
        const res = await fetch(`${first.base}/api/order`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify(
            orderBody(cat, [
              { product: 0, quantity: 1 },
              { product: 1, quantity: 2 },
            ]),
          ),
        }).catch(() => null);
        if (res?.status === 201) answered.push(((await res.json().catch(() => null)) as { order: { id: number } } | null)?.order.id ?? -1);
      }
    };
    const burst = Promise.all(shoppers.flatMap((token) => [checkout(token), checkout(token)]));
    while (answered.length < 20) await new Promise((resolve) => setTimeout(resolve, 20));
    const postmaster = Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
    first.proc.kill('SIGKILL');
    process.kill(postmaster, 'SIGKILL');
    killed = true;
    await burst;
    await first.exited;

    const second = await startServer(dataDir);
    servers.push(second);
    const check = await openDatabase({ url: runningEmbeddedUrl(dataDir)!, driver: 'embedded' });
    try {
      const ids = answered.filter((id) => id > 0);
      const rows = await selectRows<{ id: number; status: string; items: number; attempts: number }>(
        check.db,
        sql`select o.id, o.status, (select count(*)::int from order_items i where i.order_id = o.id) as items,
              (select count(*)::int from payment_attempts a where a.order_id = o.id) as attempts from orders o`,
      );
      const byId = new Map(rows.map((r) => [r.id, r]));
      for (const id of ids) expect(byId.get(id), `answered order ${id}`).toMatchObject({ items: 2, attempts: 1 });
      expect(rows.filter((r) => r.items !== 2)).toEqual([]); // an order and its items are written together
      const inFlight = rows.filter((r) => r.attempts === 0);
      expect(inFlight.every((r) => r.status === 'pending' && !ids.includes(r.id))).toBe(true);
      // Every pending order, answered or caught in flight, holds its two lines' stock: nothing is lost or double-held.
      const [held] = await selectRows<{ held: number }>(check.db, sql`select coalesce(sum(held), 0)::int as held from product_variants`);
      expect(held?.held).toBe(rows.filter((r) => r.status === 'pending').length * 3);
      expect(ids.length).toBeGreaterThanOrEqual(20);
    } finally {
      await check.close();
    }
  });
});
