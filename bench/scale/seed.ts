/**
 * `npm run seed:scale -- --products 50000 --orders 200000 --users 50000 [--data-dir DIR | --database-url URL]
 *                        [--until YYYY-MM-DD] [--force]`
 *
 * Builds a large shop for the scale benchmark (`npm run bench:api -- --scale`): the shop's own
 * database layer opens the target (the embedded PostgreSQL cluster of DIR, by default data/scale,
 * started for the seeding; or the database at URL) and applies the migrations; the demo catalogue,
 * the admin and the demo shoppers are seeded as a first start does; then, set-based in one
 * transaction, the shoppers, the products copied from the demo catalogue with their variants and
 * ratings, and the orders over the two years before `--until` (today by default) in every status
 * with their lines. Then the daily sales figures and `VACUUM ANALYZE`. Deterministic: the same
 * command gives the same rows (but for password hashes, which are salted, and the demo's own dates).
 * Refuses a target that already has products, orders or shoppers unless `--force`, which empties it.
 */
import pg from 'pg';
import { bootstrapData } from '../../apps/api/src/db/bootstrap.ts';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { attachToDatabase } from '../../apps/api/src/db/embedded-postgres.ts';
import { COMMENTS } from '../../apps/api/src/db/seed/reference-data.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { insertPastOrders } from '../lib/past-orders.ts';
import { fmt, parseArgs } from '../lib/stats.ts';
import { addProducts, addRatings, addVariants } from './catalogue.ts';
import { addShoppers } from './shoppers.ts';
import { databaseName, describe, scaleTarget, type ScaleTarget } from './target.ts';

/** Mostly finished orders, some still open (the last day's unpaid ones are pending): every status the shop knows. */
const STATUSES = ['completed', 'completed', 'completed', 'completed', 'delivered', 'shipped', 'paid', 'expired', 'cancelled', 'completed'];

const args = parseArgs(process.argv.slice(2));
const size = {
  products: Number(args.get('products') ?? 50_000),
  orders: Number(args.get('orders') ?? 200_000),
  users: Number(args.get('users') ?? 50_000),
};
const until = args.get('until')
  ? new Date(`${args.get('until')}T12:00:00+07:00`)
  : new Date(new Date().toISOString().slice(0, 10) + 'T12:00:00+07:00');
const target = scaleTarget(args.get('data-dir'), args.get('database-url'));

async function tableCount(client: pg.Client, sql: string): Promise<number> {
  try {
    return Number((await client.query(sql)).rows[0]?.n ?? 0);
  } catch (err) {
    if ((err as { code?: string }).code === '42P01') return 0; // no such table yet: a new database
    throw err;
  }
}

/** Refuses a shop that has data (or, with --force, empties it: schema and migrations start again). */
async function guard(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const products = await tableCount(client, 'select count(*)::int n from products');
    const orders = await tableCount(client, 'select count(*)::int n from orders');
    const shoppers = await tableCount(client, `select count(*)::int n from users where role = 'user'`);
    if (products + orders + shoppers === 0) return;
    const what = `${fmt(products)} products, ${fmt(orders)} orders, ${fmt(shoppers)} shoppers`;
    if (!args.has('force')) throw new Error(`${describe(target)} already holds a shop (${what}): refused; --force empties it first`);
    console.log(`--force: emptying ${describe(target)} (${what})`);
    await client.query(
      'drop schema if exists drizzle cascade; drop schema if exists search cascade; drop schema public cascade; create schema public',
    );
  } finally {
    await client.end();
  }
}

/** Creates the database named by `url` on its server when it does not exist yet. */
async function ensureDatabase(url: string): Promise<void> {
  const server = new URL(url);
  server.pathname = '/postgres';
  const client = new pg.Client({ connectionString: server.toString() });
  await client.connect();
  try {
    const name = databaseName(url);
    const { rows } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (rows.length === 0) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}

async function timed(label: string, run: () => Promise<string>): Promise<void> {
  const started = performance.now();
  const what = await run();
  console.log(`  ${label.padEnd(30)} ${what.padStart(28)}  ${fmt((performance.now() - started) / 1000, 1).padStart(6)} s`);
}

async function bulk(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    // Every row is consistent by construction: no per-row foreign-key checks and no per-row stats trigger
    // (the days it would mark are marked once below). Needs a superuser, which both targets give.
    await client.query('set local session_replication_role = replica');
    await timed('shoppers', async () => `${fmt(await addShoppers(client, size.users, until))} added`);
    await timed('products', async () => `${fmt(await addProducts(client, size.products, until))} added`);
    await timed('variants with stock', async () => `${fmt(await addVariants(client))} added`);
    await timed('ratings', async () => `${fmt(await addRatings(client, COMMENTS, until))} added`);
    await timed('orders with their lines', async () => {
      await insertPastOrders(client, { count: size.orders, prefix: 'GAYAKU-SKALA-', statuses: STATUSES, until });
      // The last day's unpaid orders are still waiting for their payment.
      await client.query(
        `update orders set status = 'pending', updated_at = created_at where status = 'expired' and created_at > $1::timestamptz - interval '1 day'`,
        [until.toISOString()],
      );
      await client.query(`insert into stats_stale_days (day)
        select stats_day(created_at) from orders union select stats_day(paid_at) from orders where paid_at is not null
        on conflict do nothing`);
      return `${fmt(size.orders)} added`;
    });
    await client.query('commit');
    await timed('daily sales figures', async () => `${fmt(Number((await client.query('select stats_refresh() n')).rows[0]!.n))} days`);
    await timed('vacuum analyze', async () => {
      await client.query('vacuum analyze');
      return 'done';
    });
    const { rows } =
      await client.query(`select (select count(*) from products)::int products, (select count(*) from product_variants)::int variants,
      (select count(*) from users)::int users, (select count(*) from ratings)::int ratings, (select count(*) from orders)::int orders,
      (select count(*) from order_items)::int lines, pg_size_pretty(pg_database_size(current_database())) size`);
    const r = rows[0]!;
    const statuses = await client.query('select status, count(*)::int n from orders group by status order by n desc');
    console.log(
      `\nThe shop now has ${fmt(r.products)} products (${fmt(r.variants)} variants), ${fmt(r.users)} users, ${fmt(r.ratings)} ratings, ` +
        `${fmt(r.orders)} orders (${fmt(r.lines)} lines: ${statuses.rows.map((x) => `${fmt(Number(x.n))} ${String(x.status)}`).join(', ')}); ` +
        `database ${String(r.size)}.`,
    );
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  } finally {
    await client.end();
  }
}

async function seed(t: ScaleTarget): Promise<void> {
  const started = performance.now();
  console.log(
    `Seeding a large shop into ${describe(t)}: ${fmt(size.products)} products, ${fmt(size.orders)} orders, ${fmt(size.users)} shoppers, until ${until.toISOString().slice(0, 10)}`,
  );
  if (t.databaseUrl) await ensureDatabase(t.databaseUrl);
  const config = loadConfig({
    ...process.env,
    DATA_DIR: t.dataDir,
    NODE_ENV: 'development',
    ...(t.databaseUrl ? { DATABASE_URL: t.databaseUrl } : {}),
  });
  const attached = await attachToDatabase({ databaseUrl: t.databaseUrl, dataDir: t.dataDir });
  try {
    await guard(attached.url);
    const database = await openDatabase({ url: attached.url, driver: t.databaseUrl ? 'postgres' : 'embedded' });
    try {
      await timed('migrations and demo catalogue', async () => {
        await bootstrapData(database.db, { ...config, seedDemo: true }, () => {});
        return 'done';
      });
    } finally {
      await database.close();
    }
    await bulk(attached.url);
  } finally {
    await attached.release();
  }
  console.log(`Done in ${fmt((performance.now() - started) / 1000, 1)} s.`);
}

seed(target).then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
