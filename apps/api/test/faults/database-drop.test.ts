/**
 * Fault (a): the database drops connections mid-request. On PostgreSQL a second client keeps
 * terminating every backend of the app (pg_terminate_backend) while requests run, including
 * slow ones and checkouts. Every answer is a success or 503 with the Indonesian message (never a
 * 500, never a crash), no order is left half-written, and the same server answers 200 afterwards.
 * Also: a request that cannot get a pooled connection in time answers 503, not 500.
 */
import { MESSAGES } from '@gayaku/contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import { signalsSent } from '../../src/modules/notifications/inbox-signal.ts';
import { poolsOf } from '../database.ts';
import { createUser, type TestUser } from '../factories.ts';
import { createCatalogue, databaseUrlOf, listenForPayments, orderBody, type Catalogue } from '../order-factories.ts';

const KILL = `select count(pg_terminate_backend(pid))::int as killed from pg_stat_activity
  where datname = current_database() and pid <> pg_backend_pid()`;

describe('database connections dropped mid-request', () => {
  let t: TestApp;
  let killer: pg.Client;
  let cat: Catalogue;
  let user: TestUser;

  beforeAll(async () => {
    t = await buildTestApp({
      extend: (app) => {
        // A request that is surely inside a query, and one inside a transaction, when the kill lands.
        app.get('/api/__test/slow', async () => {
          await app.db.execute(sql`select pg_sleep(0.15)`);
          return { ok: true };
        });
        app.post('/api/__test/slow-tx', async () => {
          await app.db.transaction(async (tx) => {
            await tx.execute(sql`insert into shipping_rates (city, shipping_cost) values (${`Kota Setengah ${Math.random()}`}, 1)`);
            await tx.execute(sql`select pg_sleep(0.15)`);
          });
          return { ok: true };
        });
      },
    });
    await listenForPayments(t);
    cat = await createCatalogue(t.db);
    user = await createUser(t.app, t.db);
    killer = new pg.Client({ connectionString: await databaseUrlOf(t.db) });
    await killer.connect();
  });
  afterAll(async () => {
    await killer?.end().catch(() => {});
    await t?.close();
  });

  const requests = () => [
    t.app.inject({ url: '/api/__test/slow' }),
    t.app.inject({ method: 'POST', url: '/api/__test/slow-tx' }),
    t.app.inject({ url: '/api/cart', headers: user.auth }),
    t.app.inject({ method: 'POST', url: '/api/cart', headers: user.auth, payload: { product_id: cat.products[0]!.id, quantity: 1 } }),
    t.app.inject({ url: '/api/order/orders', headers: user.auth }),
    t.app.inject({ method: 'POST', url: '/api/order', headers: user.auth, payload: orderBody(cat) }),
    t.app.inject({ url: '/api/shipping-rates' }),
  ];

  it('answers success or 503 (never 500) while backends are killed, then recovers without a restart', { timeout: 120_000 }, async () => {
    let killing = true;
    let kills = 0;
    const killLoop = (async () => {
      while (killing) {
        kills += (await killer.query<{ killed: number }>(KILL)).rows[0]?.killed ?? 0;
        await new Promise((resolve) => setTimeout(resolve, 40));
      }
    })();
    const answers = [];
    const until = Date.now() + 3_000;
    while (Date.now() < until) answers.push(...(await Promise.all(requests())));
    killing = false;
    await killLoop;

    expect(kills).toBeGreaterThan(0);
    const unavailable = answers.filter((a) => a.statusCode === 503);
    for (const a of answers) expect([200, 201, 503], `${a.statusCode} ${a.body}`).toContain(a.statusCode);
    for (const a of unavailable) expect(a.json()).toEqual({ message: MESSAGES.databaseUnavailable, code: 'SERVICE_UNAVAILABLE' });
    expect(unavailable.length).toBeGreaterThan(0); // the fault really hit requests in flight

    // No order was left half-written: each has its items and the totals add up; each has the attempt
    // its Midtrans id names, unless the fault struck between the order's write and its last statement
    // and its removal failed too: then it is pending without an attempt, still holding its stock, and
    // the sweep expires it when its payment window ends (docs/shop-rules.md, "Holds").
    const { rows: broken } = await killer.query(`
      select o.id from orders o
      where not exists (select 1 from order_items i where i.order_id = o.id)
         or (o.midtrans_order_id is null and o.status <> 'pending')
         or ((o.status <> 'pending' or exists (select 1 from payment_attempts a where a.order_id = o.id))
              and not exists (select 1 from payment_attempts a where a.order_id = o.id and a.midtrans_order_id = o.midtrans_order_id))
         or o.subtotal <> (select coalesce(sum(i.subtotal), 0) from order_items i where i.order_id = o.id)`);
    expect(broken).toEqual([]);
    const { rows: holds } = await killer.query(`
      select (select coalesce(sum(held), 0)::int from product_variants) as held,
             (select coalesce(sum(i.quantity), 0)::int from order_items i join orders o on o.id = i.order_id where o.status = 'pending') as pending`);
    expect(holds[0].held).toBe(holds[0].pending); // every pending order's stock is held, nothing more
    const { rows: half } = await killer.query(`select count(*)::int as n from shipping_rates where city like 'Kota Setengah%'`);
    const okTx = answers.filter((a) => a.statusCode === 200 && a.json().ok === true).length;
    expect(half[0].n).toBeLessThanOrEqual(okTx);

    // No connection was leaked: every client either pool handed out came back (or was discarded), once
    // the inbox signals of the last checkouts, sent just after their answers, have gone too.
    await signalsSent(t.db);
    for (const pool of poolsOf(t.db)) {
      expect({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }).toEqual({
        total: pool.idleCount,
        idle: pool.idleCount,
        waiting: 0,
      });
    }

    // The same process, the same pool: later requests succeed.
    for (let i = 0; i < 3; i++) {
      const later = await Promise.all(requests());
      expect(later.map((a) => a.statusCode)).toEqual([200, 200, 200, 201, 200, 201, 200]);
    }
    expect((await t.app.inject({ url: '/api/health' })).json()).toMatchObject({ status: 'ok', database: 'up' });
  });
});

describe('no connection to be had', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      extend: (app) => {
        app.get('/api/__test/hold', async () => {
          await app.db.execute(sql`select pg_sleep(6)`);
          return { ok: true };
        });
      },
    });
  });
  afterAll(async () => t?.close());

  it('answers 503 when the pool cannot hand out a connection in time, then 200 again', { timeout: 60_000 }, async () => {
    const [pool] = poolsOf(t.db) as [pg.Pool];
    const holders = Array.from({ length: pool.options.max ?? 10 }, () => t.app.inject({ url: '/api/__test/hold' }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const starved = await t.app.inject({ url: '/api/shipping-rates' }); // waits connectionTimeoutMillis (5 s)
    expect(starved.statusCode).toBe(503);
    expect(starved.json()).toEqual({ message: MESSAGES.databaseUnavailable, code: 'SERVICE_UNAVAILABLE' });
    expect((await Promise.all(holders)).map((r) => r.statusCode)).toEqual(Array(holders.length).fill(200));
    expect((await t.app.inject({ url: '/api/shipping-rates' })).statusCode).toBe(200);
  });
});
