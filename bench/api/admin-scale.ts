/**
 * The owner's calls at scale: N past orders (200,000 by default, 1–3 lines each, over the last two
 * years, inserted set-based), then GET /api/admin/stats measured one call after another (the last
 * 30 days, 90 days and 366 days; then again with an order changed before every call, so each call
 * recomputes a day first), and GET /api/admin/orders.csv streamed in full and for ~200,000 lines,
 * with the server's RSS sampled every 100 ms while it streams; then the admin's orders pages
 * (GET /api/order: newest first, in one status, searched) under 32 connections for 10 s each.
 *
 *   node --import tsx bench/api/admin-scale.ts [--orders 200000] [--calls 200] [--pages-only]
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/api/admin-scale.ts
 */
import pg from 'pg';
import { runningEmbeddedUrl } from '../../apps/api/src/db/embedded-postgres.ts';
import { createBenchDatabase, removeDataDir, tempDataDir } from '../lib/data.ts';
import { insertPastOrders } from '../lib/past-orders.ts';
import { rssKb } from '../lib/processes.ts';
import { startShop } from '../lib/shop.ts';
import { runFor } from './load.ts';
import { fmt, parseArgs } from '../lib/stats.ts';

const args = parseArgs(process.argv.slice(2));
const ORDERS = Number(args.get('orders') ?? 200_000);
const CALLS = Number(args.get('calls') ?? 200);
const PAGES_ONLY = args.has('pages-only');
const PAGE_SECONDS = 10;

/** The statuses of the orders, cycled: 70 % in a paid status. */
const STATUSES = ['completed', 'completed', 'completed', 'delivered', 'shipped', 'paid', 'expired', 'cancelled', 'completed', 'completed'];

const day = (offset: number) => new Date(Date.now() + 7 * 3600_000 + offset * 86_400_000).toISOString().slice(0, 10);
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function timed<T>(run: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const value = await run();
  return [performance.now() - started, value];
}

async function statsSeries(base: string, auth: Record<string, string>, db: pg.Client, touch: boolean): Promise<string[]> {
  const rows: string[] = [];
  for (const [label, days] of [
    ['30 days', 30],
    ['90 days', 90],
    ['366 days', 366],
  ] as const) {
    const url = `${base}/api/admin/stats?from=${day(-(days - 1))}&to=${day(0)}`;
    for (let i = 0; i < 10; i++) await fetch(url, { headers: auth }).then((r) => r.arrayBuffer());
    const times: number[] = [];
    for (let i = 0; i < CALLS; i++) {
      if (touch)
        await db.query(
          `update orders set status = case status when 'paid' then 'shipped' else 'paid' end where id = (select id from orders where status in ('paid','shipped') order by id desc limit 1 offset $1)`,
          [i % 50],
        );
      const [ms, res] = await timed(() => fetch(url, { headers: auth }));
      if (!res.ok) throw new Error(`stats ${res.status}`);
      await res.arrayBuffer();
      times.push(ms);
    }
    times.sort((a, b) => a - b);
    rows.push(
      `| stats, ${label}${touch ? ', an order changed before each call' : ''} | ${CALLS} | ${fmt(pct(times, 50), 1)} | ${fmt(pct(times, 95), 1)} | ${fmt(pct(times, 99), 1)} | ${fmt(times.at(-1)!, 1)} |`,
    );
  }
  return rows;
}

/** The admin's orders pages as the table asks for them, 32 connections each. */
async function orderPages(base: string, auth: Record<string, string>, email: string): Promise<string[]> {
  const pages = [
    ['newest first, page 1', '?limit=10&offset=0&sort=created_at&order=desc'],
    ['status paid, newest first, page 1', '?limit=10&offset=0&sort=created_at&order=desc&status=paid'],
    ['status completed, page 50', '?limit=10&offset=490&sort=created_at&order=desc&status=completed'],
    ['last 30 days, status shipped', `?limit=10&offset=0&sort=created_at&order=desc&status=shipped&from=${day(-29)}&to=${day(0)}`],
    ['search a Midtrans id', '?limit=10&offset=0&sort=created_at&order=desc&q=GAYAKU-SCALE-123456'],
    ['search a customer e-mail', `?limit=10&offset=0&sort=created_at&order=desc&q=${encodeURIComponent(email)}`],
    ['no parameters (100 by id)', ''],
  ] as const;
  const rows: string[] = [];
  for (const [label, query] of pages) {
    const requests = [{ method: 'GET' as const, path: `/api/order${query}`, headers: auth }];
    await runFor(base, label, 32, requests, 2);
    const m = await runFor(base, label, 32, requests, PAGE_SECONDS);
    rows.push(
      `| ${label} | ${fmt(m.requests)} | ${fmt(m.rps)} | ${fmt(m.p50, 1)} | ${fmt(m.p99, 1)} | ${fmt(m.bytesPerRequest / 1024, 1)} kB | ${m.non2xx} |`,
    );
  }
  return rows;
}

async function exportCsv(base: string, auth: Record<string, string>, query: string, serverPid: number) {
  const before = rssKb(serverPid);
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, rssKb(serverPid))), 100);
  const started = performance.now();
  const res = await fetch(`${base}/api/admin/orders.csv${query}`, { headers: auth });
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    for (const b of chunk) if (b === 10) lines++;
  }
  const ms = performance.now() - started;
  clearInterval(timer);
  return `| orders.csv${query || ' (all)'} | ${fmt(lines - 1)} | ${fmt(bytes / 1e6, 1)} MB | ${fmt(ms / 1000, 2)} s | ${fmt(before / 1024)} → peak ${fmt(peak / 1024)} MB |`;
}

async function main(): Promise<void> {
  const database = await createBenchDatabase(process.env.BENCH_DATABASE_URL);
  const dataDir = tempDataDir('gayaku-admin-scale-');
  const shop = await startShop({ dataDir, database });
  const db = new pg.Client({ connectionString: database.url ?? runningEmbeddedUrl(dataDir)! });
  try {
    await db.connect();
    const [genMs] = await timed(async () => {
      await insertPastOrders(db, { count: ORDERS, prefix: 'GAYAKU-SCALE-', statuses: STATUSES, until: new Date() });
    });
    const [refreshMs] = await timed(() => db.query('select stats_refresh()'));
    // An established shop's tables are vacuumed by autovacuum; a bulk load's are not yet.
    await db.query('vacuum analyze');
    const { rows } = await db.query(`select count(*)::int as orders, (select count(*)::int from order_items) as lines from orders`);
    console.log(
      `${database.driver}: ${fmt(rows[0].orders)} orders, ${fmt(rows[0].lines)} lines; inserted in ${fmt(genMs / 1000, 1)} s; daily tables recomputed for all days in ${fmt(refreshMs / 1000, 1)} s`,
    );
    const login = await fetch(`${shop.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@gayaku.test', password: 'gayaku-admin-dev' }),
    }).then((r) => r.json() as Promise<{ token: string }>);
    const auth = { authorization: `Bearer ${login.token}` };
    console.log(
      '\n| orders page (32 connections) | requests | req/s | p50 ms | p99 ms | answer | non-2xx |\n| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    );
    const shopper = await db.query(`select email from users where role = 'user' order by id limit 1`);
    for (const row of await orderPages(shop.url, auth, shopper.rows[0].email)) console.log(row);
    if (PAGES_ONLY) return;
    console.log('\n| call | calls | p50 ms | p95 ms | p99 ms | max ms |\n| --- | ---: | ---: | ---: | ---: | ---: |');
    for (const row of [...(await statsSeries(shop.url, auth, db, false)), ...(await statsSeries(shop.url, auth, db, true))])
      console.log(row);
    const half = await db.query(`select to_char(min(created_at) at time zone 'Asia/Jakarta', 'YYYY-MM-DD') as from from
      (select o.created_at from orders o join order_items i on i.order_id = o.id order by o.created_at desc limit 200000) x`);
    console.log('\n| export | rows | size | time | server RSS |\n| --- | ---: | ---: | ---: | --- |');
    console.log(await exportCsv(shop.url, auth, `?from=${half.rows[0].from}`, shop.serverPid));
    console.log(await exportCsv(shop.url, auth, '', shop.serverPid));
  } finally {
    await db.end().catch(() => {});
    await shop.stop();
    await database.drop();
    removeDataDir(dataDir);
  }
}

await main();
